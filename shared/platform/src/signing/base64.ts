/** UTF-8 text as base64, the content encoding the plug-in's CADESCOM_BASE64_TO_BINARY expects. */
export function textToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
