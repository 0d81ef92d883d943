import path from 'node:path';
import type { Response } from 'express';

/** Files that name the current build and must never be cached. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json', 'remotes.json']);
/** A content hash in the name (main.3f2a9c1b.js, 123.ab12cd34ef.chunk.js): safe to cache for good. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;

export function setCacheHeaders(res: Response, filePath: string): void {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) res.set('Cache-Control', 'no-store');
  else if (HASHED_NAME.test(name)) res.set('Cache-Control', 'public, max-age=31536000, immutable');
  else res.set('Cache-Control', 'no-cache');
}
