import JSZip from 'jszip';
import type { ReportColumn, ReportRow } from '@portal/api';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Cell styles of styles.xml, by their index in cellXfs. */
const STYLE = { plain: 0, header: 1, money: 2, date: 3 } as const;

const escapeXml = (text: string) =>
  text
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** 0 → A, 25 → Z, 26 → AA. */
function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** An ISO day ('2026-11-29', or a timestamp starting with one) as Excel's day number, or null. */
function excelDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  return (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

const numberOf = (value: string | number) => (typeof value === 'number' ? value : Number(value.replace(/\s/g, '').replace(',', '.')));

type Cell = { kind: 'text'; text: string; style: number } | { kind: 'number'; value: number; style: number } | null;

/** One row field as a cell: money and whole numbers as numbers, dates as dates, yes/no and text as text; absent → empty. */
function cellOf(column: ReportColumn, row: ReportRow): Cell {
  const value = row[column.field];
  if (value === null || value === undefined || value === '') return null;
  if (column.type === 'boolean') return { kind: 'text', text: value === true || value === 'true' ? 'С регрессом' : 'Без регресса', style: STYLE.plain };
  if (typeof value === 'boolean') return { kind: 'text', text: String(value), style: STYLE.plain };
  if (column.type === 'money' || column.type === 'integer') {
    const number = numberOf(value);
    if (Number.isFinite(number)) return { kind: 'number', value: number, style: column.type === 'money' ? STYLE.money : STYLE.plain };
  }
  if (column.type === 'date' && typeof value === 'string') {
    const day = excelDay(value);
    if (day !== null) return { kind: 'number', value: day, style: STYLE.date };
  }
  return { kind: 'text', text: String(value), style: STYLE.plain };
}

function sheetXml(columns: readonly ReportColumn[], rows: readonly ReportRow[], strings: (text: string) => number): string {
  const cellXml = (cell: Cell, reference: string) => {
    if (cell === null) return '';
    if (cell.kind === 'number') return `<c r="${reference}" s="${cell.style}"><v>${cell.value}</v></c>`;
    return `<c r="${reference}" s="${cell.style}" t="s"><v>${strings(cell.text)}</v></c>`;
  };
  const header = columns.map((column, index) => cellXml({ kind: 'text', text: column.label, style: STYLE.header }, `${columnLetters(index)}1`)).join('');
  const body = rows
    .map((row, rowIndex) => {
      const number = rowIndex + 2;
      return `<row r="${number}">${columns.map((column, index) => cellXml(cellOf(column, row), `${columnLetters(index)}${number}`)).join('')}</row>`;
    })
    .join('');
  const widths = columns.map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${Math.max(14, column.label.length + 4)}" customWidth="1"/>`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${widths}</cols><sheetData><row r="1">${header}</row>${body}</sheetData></worksheet>`
  );
}

const STYLES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd.mm.yyyy"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  // 4: the built-in '#,##0.00'.
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs></styleSheet>';

/**
 * A real .xlsx of a report's rows, for the reports whose Excel call spec §7 does not list (decision 0061): one sheet
 * named after the report, a bold frozen header of the table's column labels, then the rows in the order given —
 * money as numbers formatted '#,##0.00', dates as dates 'dd.mm.yyyy', as the server's own report files are.
 */
export async function reportWorkbook(sheetName: string, columns: readonly ReportColumn[], rows: readonly ReportRow[]): Promise<Blob> {
  const shared: string[] = [];
  const indexOf = new Map<string, number>();
  const strings = (text: string) => {
    let index = indexOf.get(text);
    if (index === undefined) {
      index = shared.length;
      shared.push(text);
      indexOf.set(text, index);
    }
    return index;
  };
  const sheet = sheetXml(columns, rows, strings);
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
  );
  zip.file(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      // Excel refuses sheet names over 31 characters or with []:*?/\.
      `<sheets><sheet name="${escapeXml(sheetName.replace(/[[\]:*?/\\]/g, '').slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
      '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
      '</Relationships>',
  );
  zip.file('xl/worksheets/sheet1.xml', sheet);
  zip.file('xl/styles.xml', STYLES_XML);
  zip.file(
    'xl/sharedStrings.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${shared.length}" uniqueCount="${shared.length}">` +
      shared.map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`).join('') +
      '</sst>',
  );
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  return new Blob([bytes as BlobPart], { type: XLSX_TYPE });
}
