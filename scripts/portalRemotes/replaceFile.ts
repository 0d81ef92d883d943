import { lstatSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Whether `file` is a symbolic link (false when nothing is there). */
export function isSymbolicLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Writes a file by a rename of a finished copy beside it: the host's follow script, reading the mounted folder
 * every few seconds, never sees half a file (and a bind-mounted folder follows the rename). Never through a link:
 * a symbolic link at the file is refused (whoever can plant one could have the write land wherever it points), and
 * the copy is created new (`wx`), so a link planted at its name fails the write instead of being followed.
 */
export function replaceFile(file: string, text: string): void {
  if (isSymbolicLink(file)) throw new Error(`${file} is a symbolic link: portal-remotes writes only a regular file there (remove the link, or name the real file)`);
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(temporary, text, { flag: 'wx' });
  renameSync(temporary, file);
}
