/**
 * Records every string written to document.cookie while still writing it (jsdom keeps the cookie), so a test sees the
 * attributes (Secure, Path, Domain, expiry) the cookie writer put on each write. Undo with jest.restoreAllMocks().
 */
export function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor?.set?.call(document, value);
  });
  return writes;
}
