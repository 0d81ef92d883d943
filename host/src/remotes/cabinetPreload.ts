import { canaryBucket, candidatesFor, checkRemoteEntry } from '@portal/api/remotes';
import { sessionCookieSubject } from '../startup/sessionCookie';
import { siteUrl } from '../startup/siteUrl';
import { cabinetScripts, isRemoteManifestFiles } from './remoteManifestFiles';
import { remoteManifestUrl } from './remoteManifestUrl';

/**
 * A cold visit to a cabinet's page (/lkk/main…) must not wait for the app to start before it asks for the
 * cabinet: /remotes.json and the remote's mf-manifest.json are read while the session is being checked, and the
 * remote's container, its `./Cabinet` chunks and its landing page's chunks are preloaded as soon as a session is
 * likely (the platform's token cookie is there, startup/sessionCookie.ts: while keycloak-js checks it) or, at the latest, once it exists,
 * together with the host's own start-up chunk. ARCHITECTURE rule 10 holds: without a session only the entry
 * scripts are downloaded (two small JSON reads are not scripts). Part of main.js: no zod, no React, a few lines.
 * The app takes both answers over (takeEarlyRemotes, takeEarlyManifest) instead of asking again.
 */

interface EarlyRead {
  url: string;
  manifest: unknown;
}

interface EarlyReads {
  /** null once handed over. */
  remotes: Promise<unknown> | null;
  manifest: Promise<EarlyRead | null> | null;
  preload: Promise<EarlyRead | null>;
}

let early: EarlyReads | null = null;
let preloaded = false;

const CABINET_PATH = /^\/(lk[kdap])(?:\/|$)/i;

/** The cabinet scope a path belongs to: /lkk/main → LKK; null outside the cabinets. */
export function scopeOfPath(pathname: string): string | null {
  return CABINET_PATH.exec(pathname)?.[1]?.toUpperCase() ?? null;
}

async function jsonOf(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`GET ${response.url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

/**
 * The version the app will try first for this user (remoteRegistry's candidatesFor): the canary bucket comes from
 * the token cookie's `sub`, the identity the app later takes from the session, so the early read is the one the
 * app uses (decision 0042). Without a cookie only a 100 % canary is taken.
 */
function firstCandidate(scope: string, entry: unknown): string | null {
  const checked = checkRemoteEntry(entry, scope);
  if (!checked.ok) return null;
  const subject = sessionCookieSubject();
  return candidatesFor(checked.value, subject ? canaryBucket(scope, subject) : null)[0] ?? null;
}

/**
 * Starts reading /remotes.json and, on a cabinet's path, that cabinet's manifest. Failures are kept for the app
 * to see: it then asks again in its own way.
 */
export function startCabinetReads(location: Pick<Location, 'origin' | 'pathname'>): void {
  const scope = scopeOfPath(location.pathname);
  if (!scope) return;
  // no-store as in fetchRemotesManifest: ops swap a version by editing the file.
  const remotes = fetch(siteUrl('/remotes.json'), { cache: 'no-store' }).then(jsonOf);
  const manifest = remotes.then(async (answer) => {
    const named = firstCandidate(scope, (answer as Record<string, unknown> | null)?.[scope]);
    if (!named) return null;
    return { url: remoteManifestUrl(named, location.origin), manifest: await fetch(remoteManifestUrl(named, location.origin)).then(jsonOf) };
  });
  // Unhandled rejections would be reported as uncaught errors before the app had a chance to take them over.
  remotes.catch(() => undefined);
  manifest.catch(() => undefined);
  early = { remotes, manifest, preload: manifest };
}

/**
 * Preloads the cabinet's scripts once its manifest is known (call when a session is likely or exists); once.
 * The links carry no crossorigin, like the script elements the federation runtime and webpack create for them
 * (a preload is only reused by a request of the same mode).
 */
export function preloadCabinetScripts(doc: Document = document): Promise<void> {
  if (!early) return Promise.resolve();
  return early.preload.then(
    (read) => {
      if (preloaded || !read || !isRemoteManifestFiles(read.manifest)) return;
      preloaded = true;
      for (const href of cabinetScripts(read.url, read.manifest)) {
        const link = doc.createElement('link');
        link.setAttribute('rel', 'preload');
        link.setAttribute('as', 'script');
        link.setAttribute('href', href);
        doc.head.appendChild(link);
      }
    },
    () => undefined,
  );
}

/** The early /remotes.json read, handed over once (later reads go to the network); null when there was none. */
export function takeEarlyRemotes(): Promise<unknown> | null {
  const remotes = early?.remotes ?? null;
  if (early) early.remotes = null;
  return remotes;
}

/** The early read of the manifest at `url`, handed over once; null when there was none (or it failed). */
export async function takeEarlyManifest(url: string): Promise<unknown> {
  const pending = early?.manifest;
  if (!pending) return null;
  const read = await pending.catch(() => null);
  if (!read || read.url !== url) return null;
  if (early) early.manifest = null;
  return read.manifest;
}

/** Forgets the early reads (tests). */
export function resetCabinetPreload(): void {
  early = null;
  preloaded = false;
}
