/** C0 and C1 control characters and the Unicode line/paragraph separators. */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/**
 * Bidi controls (they reorder what a reader sees: «gpj.exe» shown as «exe.jpg») and invisible characters (zero-width
 * space, joiners, word joiner, BOM, soft hyphen), which make two different texts look the same in a log.
 */
function isInvisibleOrBidi(code: number): boolean {
  return (
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2069) ||
    code === 0x061c ||
    code === 0xfeff ||
    code === 0x00ad
  );
}

/**
 * Text from a client as one log line: control characters (newlines, carriage returns, escape sequences), bidi
 * controls and invisible characters are written as \uXXXX, so a client cannot forge further log lines, colour the
 * console, or make a line read other than it is.
 */
export function escapeLogText(text: string): string {
  let escaped = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    escaped += isControl(code) || isInvisibleOrBidi(code) ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return escaped;
}
