/** `size` bytes that read as a PDF (the upload routes check a file's signature against its type): «%PDF» then «%». */
export function pdfBytes(size = 8): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x25);
  bytes.set(new TextEncoder().encode('%PDF').subarray(0, size));
  return bytes;
}

/** The first bytes of a ZIP archive (and so of .docx and .xlsx), then `text`. */
export function zipBytes(text = ''): Uint8Array {
  return new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode(text)]);
}
