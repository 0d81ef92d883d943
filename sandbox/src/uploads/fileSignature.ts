/**
 * A file's first bytes must be those of its declared type (its extension): a Windows program renamed to .pdf is
 * refused wherever the sandbox takes files. Signatures: PDF «%PDF» within the first 1024 bytes (as readers allow),
 * PNG, JPEG, ZIP and the Office Open XML files (a ZIP: PK\x03\x04, an empty or spanned archive's PK\x05\x06 and
 * PK\x07\x08), the legacy Office files (OLE2 compound file), XML (text whose first non-blank character is «<»,
 * after an optional byte order mark), a detached signature (DER, base64 or PEM).
 */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const ZIP = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1'), Buffer.from('PK\x07\x08', 'latin1')];
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PDF = Buffer.from('%PDF', 'latin1');

const startsWith = (bytes: Buffer, prefix: Buffer) => bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);

function looksLikeXml(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024);
  let text: string;
  if (startsWith(head, Buffer.from([0xff, 0xfe]))) text = head.subarray(2).toString('utf16le');
  else if (startsWith(head, Buffer.from([0xfe, 0xff]))) text = Buffer.from(head.subarray(2)).swap16().toString('utf16le');
  else text = head.toString('utf8').replace(/^\uFEFF/, '');
  return /^\s*</.test(text);
}

function looksLikeSignature(bytes: Buffer): boolean {
  if (bytes[0] === 0x30) return true;
  // Base64 or PEM text: printable ASCII only.
  return /^[A-Za-z0-9+/=\s-]+$/.test(bytes.subarray(0, 1024).toString('latin1'));
}

const MATCHERS: Record<string, (bytes: Buffer) => boolean> = {
  pdf: (bytes) => bytes.subarray(0, 1024).includes(PDF),
  png: (bytes) => startsWith(bytes, PNG),
  jpg: (bytes) => startsWith(bytes, JPEG),
  jpeg: (bytes) => startsWith(bytes, JPEG),
  zip: (bytes) => ZIP.some((signature) => startsWith(bytes, signature)),
  docx: (bytes) => startsWith(bytes, ZIP[0]!),
  xlsx: (bytes) => startsWith(bytes, ZIP[0]!),
  doc: (bytes) => startsWith(bytes, OLE2),
  xls: (bytes) => startsWith(bytes, OLE2),
  xml: looksLikeXml,
  sig: looksLikeSignature,
};

/** True when `bytes` start as a file of `extension` should (an extension without a known signature: true). */
export function contentMatchesExtension(extension: string, bytes: Buffer): boolean {
  const matcher = MATCHERS[extension.toLowerCase()];
  return matcher ? matcher(bytes) : true;
}

/** The Russian refusal of a file whose contents are not of its declared type. */
export function contentMismatchText(name: string, extension: string): string {
  return `Файл «${name}» не загружен: его содержимое не является файлом ${extension.toUpperCase()}. Проверьте, что выбран нужный файл`;
}
