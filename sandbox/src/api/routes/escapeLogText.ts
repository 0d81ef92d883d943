/** C0 and C1 control characters and the Unicode line/paragraph separators. */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/**
 * Text from a client as one log line: control characters (newlines, carriage returns, escape sequences) are
 * written as \uXXXX, so a client cannot forge further log lines or colour the console.
 */
export function escapeLogText(text: string): string {
  let escaped = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    escaped += isControl(code) ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return escaped;
}
