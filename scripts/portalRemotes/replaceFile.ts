import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file by a rename of a finished copy beside it: the host's follow script, reading the mounted folder
 * every few seconds, never sees half a file (and a bind-mounted folder follows the rename).
 */
export function replaceFile(file: string, text: string): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
