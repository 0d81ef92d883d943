/** Fields of a certificate's subject distinguished name, as the plug-in prints it ("CN=…, SN=…, ИНН=…"). */
export interface SubjectFields {
  commonName: string;
  surname: string;
  givenName: string;
  /** The person's tax id (ИНН, INN). */
  inn: string;
  /** The legal entity's tax id (ИНН ЮЛ, INNLE, OID 1.2.643.100.4) when the certificate has one. */
  innLegalEntity: string | null;
  organisation: string;
}

/** Splits "A=1, B="x, y", C=2" at commas outside quotes. */
function splitRdns(subject: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of subject) {
    if (char === '"') quoted = !quoted;
    if (char === ',' && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1).replace(/""/g, '"') : trimmed;
}

const LEGAL_ENTITY_INN_KEYS = ['ИНН ЮЛ', 'ИННЮЛ', 'INNLE', 'OID.1.2.643.100.4', '1.2.643.100.4'];
const PERSON_INN_KEYS = ['ИНН', 'INN', 'OID.1.2.643.3.131.1.1', '1.2.643.3.131.1.1'];

export function parseSubjectName(subject: string): SubjectFields {
  const values = new Map<string, string>();
  for (const rdn of splitRdns(subject)) {
    const at = rdn.indexOf('=');
    if (at <= 0) continue;
    const key = rdn.slice(0, at).trim().toUpperCase();
    if (!values.has(key)) values.set(key, unquote(rdn.slice(at + 1)));
  }
  const first = (keys: string[]) => keys.map((key) => values.get(key.toUpperCase())).find((value) => value !== undefined);
  return {
    commonName: values.get('CN') ?? '',
    surname: values.get('SN') ?? '',
    givenName: values.get('G') ?? values.get('GN') ?? '',
    inn: first(PERSON_INN_KEYS) ?? '',
    innLegalEntity: first(LEGAL_ENTITY_INN_KEYS) ?? null,
    organisation: values.get('O') ?? '',
  };
}
