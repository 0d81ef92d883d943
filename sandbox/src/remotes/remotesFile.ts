import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemotesManifest, Scope } from '@portal/api';
import { checkRemotesFile } from '@portal/api/remotes';

export type RemotesFileResult = { ok: true; manifest: RemotesManifest } | { ok: false; message: string };

export function manifestUrl(port: number): string {
  return `http://localhost:${port}/mf-manifest.json`;
}

/** Creates the remotes file pointing at the sandbox's own remote listeners, unless it exists. */
export function ensureRemotesFile(file: string, ports: ReadonlyArray<{ scope: Scope; port: number }>): void {
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const manifest = Object.fromEntries(ports.map(({ scope, port }) => [scope, manifestUrl(port)]));
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Reads and validates the file on every call: ops swap a cabinet version (or roll one out, decision 0042) by editing it. */
export function readRemotesFile(file: string): RemotesFileResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { ok: false, message: `remotes file ${file} cannot be read: ${(error as Error).message}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `remotes file ${file} is not valid JSON: ${(error as Error).message}` };
  }
  const checked = checkRemotesFile(json);
  if (!checked.ok) return { ok: false, message: `remotes file ${file} is invalid: ${checked.message}` };
  return { ok: true, manifest: checked.value };
}
