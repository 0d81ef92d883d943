/**
 * A file name as a zip entry: a document's name comes from users, and a '/' or '\' in it would become a folder in
 * the archive ('../' one outside the folder it is unpacked into). Separators and control characters become '_',
 * and a name of dots only is not a name.
 */
export function zipEntryName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const flat = name.replace(/[/\\\u0000-\u001f\u007f]/g, '_');
  return /^\.*$/.test(flat) ? '_' : flat;
}
