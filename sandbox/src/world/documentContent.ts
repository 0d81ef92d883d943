import { russianDate } from './worldCalendar';
import type { Supply } from './worldTypes';

/** Latin transliteration: the minimal PDF below uses a standard font without Cyrillic glyphs. */
const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y',
  ь: '', э: 'e', ю: 'yu', я: 'ya',
};

function transliterate(text: string): string {
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const latin = TRANSLIT[lower];
      if (latin === undefined) return /[\x20-\x7e]/.test(char) ? char : '?';
      return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('')
    .replace(/[()\\]/g, ' ');
}

/** A one-page PDF with the given lines: a real file a PDF viewer opens. */
export function simplePdf(lines: readonly string[]): Buffer {
  const text = lines.map((line, index) => `BT /F1 12 Tf 56 ${780 - index * 18} Td (${transliterate(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/** The original УПД of a supply as the XML of the tax service's format (abridged). */
export function updXml(supply: Supply, seller: { name: string; inn: string }, buyer: { name: string; inn: string }): Buffer {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Файл ИдФайл="ON_NSCHFDOPPR_${supply.updNumber}" ВерсФорм="5.01">
  <Документ КНД="1115131" Функция="СЧФДОП" ДатаИнфПр="${russianDate(supply.supplyDate)}">
    <СвСчФакт НомерДок="${supply.updNumber}" ДатаДок="${russianDate(supply.supplyDate)}" КодОКВ="643">
      <СвПрод><ИдСв><СвЮЛУч НаимОрг="${xmlText(seller.name)}" ИННЮЛ="${seller.inn}"/></ИдСв></СвПрод>
      <СвПокуп><ИдСв><СвЮЛУч НаимОрг="${xmlText(buyer.name)}" ИННЮЛ="${buyer.inn}"/></ИдСв></СвПокуп>
    </СвСчФакт>
    <ТаблСчФакт><ВсегоОпл СтТовУчНалВсего="${supply.amount.toFixed(2)}"/></ТаблСчФакт>
  </Документ>
</Файл>
`;
  return Buffer.from(xml, 'utf8');
}
