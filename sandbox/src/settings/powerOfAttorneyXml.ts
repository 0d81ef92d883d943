import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** What the sandbox needs from an МЧД file (ФНС format: Доверенность / СвДов, СвДоверит, СвУпПред). */
export interface PowerOfAttorneyFields {
  number: string;
  /** YYYY-MM-DD */
  expirationDate: string;
  innCompany: string;
  innPerson: string;
}

export type XmlReading = { ok: true; fields: PowerOfAttorneyFields } | { ok: false; message: string };

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseAttributeValue: false, parseTagValue: false });

/** Every element named `name` anywhere below `node`. */
function findElements(node: unknown, name: string, found: XmlNode[] = []): XmlNode[] {
  if (Array.isArray(node)) {
    for (const item of node) findElements(item, name, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as XmlNode)) {
      if (key === name) for (const element of Array.isArray(value) ? value : [value]) if (element && typeof element === 'object') found.push(element as XmlNode);
      if (!key.startsWith('@')) findElements(value, name, found);
    }
  }
  return found;
}

/** The first value of attribute `name` anywhere below `node`. */
function findAttribute(node: unknown, name: string): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const value = findAttribute(item, name);
      if (value !== undefined) return value;
    }
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as XmlNode)) {
      if (key === `@${name}` && typeof value === 'string' && value.trim()) return value.trim();
      if (!key.startsWith('@')) {
        const inner = findAttribute(value, name);
        if (inner !== undefined) return inner;
      }
    }
  }
  return undefined;
}

/** DD.MM.YYYY or YYYY-MM-DD as YYYY-MM-DD, or null. */
export function isoDateOf(value: string): string | null {
  const russian = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const iso = russian ? `${russian[3]}-${russian[2]}-${russian[1]}` : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

export const BROKEN_XML = 'Файл МЧД повреждён или не является XML-документом';
export const BROKEN_XML_FIX = 'Выгрузите машиночитаемую доверенность заново из системы, где она оформлена, и загрузите полученный файл .xml без изменений.';

/** Reads an МЧД file: well-formed XML with a Доверенность holding number, term and both INNs. */
export function readPowerOfAttorneyXml(xml: string): XmlReading {
  // An МЧД needs no DTD; one can only declare entities (external files, exponential expansion).
  if (/<!DOCTYPE/i.test(xml)) return { ok: false, message: 'Файл МЧД не должен содержать объявление DTD (<!DOCTYPE>)' };
  const wellFormed = XMLValidator.validate(xml);
  // The parser's own words are English and technical («char '' is not expected.»): the user gets what to do instead.
  if (wellFormed !== true) return { ok: false, message: `${BROKEN_XML} (ошибка в строке ${wellFormed.err.line}). ${BROKEN_XML_FIX}` };
  let document: XmlNode;
  try {
    document = parser.parse(xml) as XmlNode;
  } catch {
    return { ok: false, message: `${BROKEN_XML}. ${BROKEN_XML_FIX}` };
  }
  const root = findElements(document, 'Доверенность')[0];
  if (!root) return { ok: false, message: 'В файле нет элемента «Доверенность»' };
  const details = findElements(root, 'СвДов')[0];
  if (!details) return { ok: false, message: 'В доверенности нет сведений о доверенности (СвДов)' };
  const number = findAttribute(details, 'НомДовер');
  if (!number) return { ok: false, message: 'В доверенности не указан номер (НомДовер)' };
  const term = findAttribute(details, 'СрокДейст');
  if (!term) return { ok: false, message: 'В доверенности не указан срок действия (СрокДейст)' };
  const expirationDate = isoDateOf(term);
  if (!expirationDate) return { ok: false, message: `Неверная дата срока действия доверенности: ${term}` };
  const innCompany = findAttribute(findElements(root, 'СвДоверит'), 'ИННЮЛ');
  if (!innCompany) return { ok: false, message: 'В доверенности не указан ИНН организации-доверителя (ИННЮЛ)' };
  const innPerson = findAttribute(findElements(root, 'СвУпПред'), 'ИННФЛ');
  if (!innPerson) return { ok: false, message: 'В доверенности не указан ИНН представителя (ИННФЛ)' };
  return { ok: true, fields: { number, expirationDate, innCompany, innPerson } };
}
