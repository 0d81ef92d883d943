/**
 * The entries of /remotes.json (ARCHITECTURE rule 1): per cabinet scope either the URL of its mf-manifest.json
 * (the original form) or a roll-out, `{"url", "fallback"?, "canary"?: {"url", "percent"}}` (decision 0042). Plain
 * TypeScript, no zod: the host's main.js reads the file before the app (and zod) is downloaded, and the
 * `portal-remotes` command and the sandbox validate it with the same code.
 */
import { SCOPE_NAMES, type RemoteScope } from './remoteScopes';

export interface CanaryEntry {
  url: string;
  /** Whole number 0–100: the share of users (by identity bucket, canaryBucket.ts) who get `url`. */
  percent: number;
}

export interface RolloutEntry {
  url: string;
  fallback?: string;
  canary?: CanaryEntry;
}

/** As written in the file: a URL, or a roll-out object. */
export type RemoteEntry = string | RolloutEntry;
export type RemotesFile = Partial<Record<RemoteScope, RemoteEntry>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const FIELDS = new Set(['url', 'fallback', 'canary']);
const CANARY_FIELDS = new Set(['url', 'percent']);

// The characters a cabinet URL may hold. The start script puts each URL's origin into the page's
// Content-Security-Policy and the page carries the file: quotes, `$`, `;`, `#`, backslashes or control characters
// have no place in a manifest address and could change the policy or the page (decision 0042).
const URL_CHARACTERS = /^[A-Za-z0-9._~:/?=&%+-]+$/;
// http(s)://host[:port][/path], the host a name or an IPv4 address; or a path on the portal's own site.
const ABSOLUTE_URL = /^https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::[0-9]{1,5})?(?:[/?].*)?$/;
const SITE_PATH = /^\/(?!\/)/;

function urlProblem(value: unknown, where: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return `${where} must be a non-empty URL string (got ${JSON.stringify(value) ?? 'nothing'})`;
  if (/\s/.test(value)) return `${where} must not contain spaces (got ${JSON.stringify(value)})`;
  if (/^https?:\/\/[^/?]*\*/.test(value)) return `${where} must name one host, not a wildcard (got ${JSON.stringify(value)})`;
  if (!URL_CHARACTERS.test(value)) return `${where} may hold only letters, digits and . _ ~ : / ? = & % + - (got ${JSON.stringify(value)})`;
  if (!ABSOLUTE_URL.test(value) && !SITE_PATH.test(value)) return `${where} must be an http(s):// URL or a path on the portal's site starting with / (got ${JSON.stringify(value)})`;
  return null;
}

/** One entry of the file, checked; `where` names it in the message (e.g. "LKK"). */
export function checkRemoteEntry(value: unknown, where: string): Checked<RemoteEntry> {
  if (typeof value === 'string') {
    const problem = urlProblem(value, where);
    return problem ? { ok: false, message: problem } : { ok: true, value };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: `${where} must be a URL string or an object {"url", "fallback", "canary"} (got ${JSON.stringify(value) ?? 'nothing'})` };
  }
  const entry = value as Record<string, unknown>;
  const unknown = Object.keys(entry).filter((key) => !FIELDS.has(key));
  if (unknown.length) return { ok: false, message: `${where} has unknown field(s) ${unknown.join(', ')} (allowed: url, fallback, canary)` };
  const problem = urlProblem(entry.url, `${where}.url`) ?? (entry.fallback === undefined ? null : urlProblem(entry.fallback, `${where}.fallback`));
  if (problem) return { ok: false, message: problem };
  if (entry.canary !== undefined) {
    const canary = entry.canary as Record<string, unknown> | null;
    if (typeof canary !== 'object' || canary === null || Array.isArray(canary)) return { ok: false, message: `${where}.canary must be an object {"url", "percent"}` };
    const odd = Object.keys(canary).filter((key) => !CANARY_FIELDS.has(key));
    if (odd.length) return { ok: false, message: `${where}.canary has unknown field(s) ${odd.join(', ')} (allowed: url, percent)` };
    const canaryProblem = urlProblem(canary.url, `${where}.canary.url`);
    if (canaryProblem) return { ok: false, message: canaryProblem };
    const percent = canary.percent;
    if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) {
      return { ok: false, message: `${where}.canary.percent must be a whole number from 0 to 100 (got ${JSON.stringify(percent) ?? 'nothing'})` };
    }
  }
  return { ok: true, value: entry as unknown as RolloutEntry };
}

/** The whole file, checked: an object of scope → entry; an unknown scope or a bad entry is named. */
export function checkRemotesFile(json: unknown): Checked<RemotesFile> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, message: 'must be a JSON object of cabinet scope → entry' };
  const file: RemotesFile = {};
  for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
    if (!(SCOPE_NAMES as readonly string[]).includes(key)) return { ok: false, message: `names an unknown cabinet "${key}" (known: ${SCOPE_NAMES.join(', ')})` };
    const checked = checkRemoteEntry(value, key);
    if (!checked.ok) return checked;
    file[key as RemoteScope] = checked.value;
  }
  return { ok: true, value: file };
}

/** The entry in its object form. */
export function rolloutOf(entry: RemoteEntry): RolloutEntry {
  return typeof entry === 'string' ? { url: entry } : entry;
}

/** Every URL an entry may load (for a Content-Security-Policy, a pre-flight check). */
export function entryUrls(entry: RemoteEntry): string[] {
  const { url, fallback, canary } = rolloutOf(entry);
  return [...new Set([url, ...(canary ? [canary.url] : []), ...(fallback ? [fallback] : [])])];
}

/** Whether a user in `bucket` (0–99) gets the canary at `percent`: buckets below the percent do. */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket < percent;
}

/**
 * The versions to try for a user, in order: the canary for a user in its share (then the main URL), else the
 * main URL; then the fallback. With no bucket yet (identity unknown) only a 100 % canary is taken.
 */
export function candidatesFor(entry: RemoteEntry, bucket: number | null): string[] {
  const { url, fallback, canary } = rolloutOf(entry);
  const canaryFirst = canary && (canary.percent >= 100 || (bucket !== null && inCanary(bucket, canary.percent)));
  return [...new Set([...(canaryFirst ? [canary.url] : []), url, ...(fallback ? [fallback] : [])])];
}
