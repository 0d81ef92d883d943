import path from 'node:path';
import type { ServerResponse } from 'node:http';

/**
 * Files whose name stays the same across builds: always revalidated (304 on a warm load), never `no-store`. (main.js:
 * the development build's entry; a production build names it main.<hash>.js.)
 */
const ENTRY_FILES = new Set(['index.html', 'main.js', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json', 'remotes.json']);
/** A content hash in the name (main.3f2a9c1b.js, 123.ab12cd34ef.chunk.js): safe to cache for good. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;
/** Pre-compressed siblings (.br, .gz) are cached like the file they encode. */
const ENCODED_SUFFIX = /\.(br|gz)$/;

/**
 * The silent sign-on check's landing page: fetched ahead by a first visit's start-up, so the check's frame lands on it
 * without a round trip (decision 0050). It may be kept an hour: a copy carries its own page policy, whose hash
 * allows exactly that copy's script.
 */
export const SILENT_CHECK_PAGE = 'silent-check-sso.html';

export type CachePolicy = 'revalidate' | 'immutable' | 'hour';

const CACHE_CONTROL: Record<CachePolicy, string> = {
  revalidate: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
  hour: 'public, max-age=3600',
};

export function cachePolicyOf(filePath: string): CachePolicy {
  const name = path.basename(filePath).replace(ENCODED_SUFFIX, '');
  if (name === SILENT_CHECK_PAGE) return 'hour';
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return 'revalidate';
  return HASHED_NAME.test(name) ? 'immutable' : 'revalidate';
}

export function setCacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader('Cache-Control', CACHE_CONTROL[cachePolicyOf(filePath)]);
}
