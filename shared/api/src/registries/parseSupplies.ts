import { numberOfText, NUMBER_TEXT } from '../lenient';
import { parseRows, type ParsedRows } from '../listAnswer';
import { supplyBestEffort, supplySchema, type Supply } from './supply';

type Fields = Record<string, unknown>;

/** A failed read: the row goes to supplySchema, which says what is wrong. */
const ODD = Symbol('odd');

function flag(value: unknown): boolean | typeof ODD {
  if (value === undefined || value === null || value === false || value === 0) return false;
  if (value === true || value === 1) return true;
  if (value === 'true' || value === 'TRUE' || value === 'True') return true;
  if (value === 'false' || value === 'FALSE' || value === 'False') return false;
  return ODD;
}

function text(value: unknown): string | typeof ODD {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : ODD;
}

function record(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

/** updDocument.document.name, '' when any level is absent or null. */
function updName(upd: unknown): string | typeof ODD {
  if (upd === undefined || upd === null) return '';
  const outer = record(upd);
  if (!outer) return ODD;
  if (outer.document === undefined || outer.document === null) return '';
  const document = record(outer.document);
  return document ? text(document.name) : ODD;
}

/**
 * supplySchema's reading of one row without zod: the same rules (lenient.ts), written out so that 50 000 rows
 * are read in one quick pass. Anything it does not take as plainly valid answers null, and the row goes through
 * supplySchema (and its report of what is odd) instead, so the outcome is the schema's in every case.
 */
export function readPlainSupply(raw: unknown): Supply | null {
  const row = record(raw);
  if (!row) return null;
  const { id, supplyAmount: amount } = row;
  if (!((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== ''))) return null;
  let supplyAmount: number;
  if (typeof amount === 'number' && Number.isFinite(amount)) supplyAmount = amount;
  else if (typeof amount === 'string' && NUMBER_TEXT.test(amount)) supplyAmount = numberOfText(amount);
  else return null;
  const verificationDebtor = flag(row.verificationDebtor);
  const prime = flag(row.prime);
  const active = flag(row.active);
  const financing = flag(row.financing);
  const checked = flag(row.checked);
  const invalid = flag(row.invalid);
  const supplyDate = text(row.supplyDate);
  const dueDate = text(row.dueDate);
  const name = updName(row.updDocument);
  if (verificationDebtor === ODD || prime === ODD || active === ODD || financing === ODD || checked === ODD || invalid === ODD) return null;
  if (supplyDate === ODD || dueDate === ODD || name === ODD) return null;
  return { id, supplyAmount, verificationDebtor, prime, active, financing, checked, invalid, supplyDate, dueDate, updDocument: { document: { name } } };
}

/**
 * The supplies of a supplies-stage answer (89 %, CONTRACT.md "Detail stages"), row by row as parseRows reads them: a plain row in one pass,
 * any other through supplySchema, an odd one shown as best it can be (or left out) and reported by its index.
 */
export function parseSupplies(list: readonly unknown[]): ParsedRows<Supply> {
  const rows: Supply[] = [];
  const odd: ParsedRows<Supply>['odd'] = [];
  for (let index = 0; index < list.length; index += 1) {
    const item = list[index];
    const plain = readPlainSupply(item);
    if (plain) {
      rows.push(plain);
      continue;
    }
    const parsed = parseRows([item], supplySchema, supplyBestEffort);
    rows.push(...parsed.rows);
    for (const row of parsed.odd) odd.push({ ...row, index });
  }
  return { rows, odd };
}
