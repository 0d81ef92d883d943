import { ACCESS_TOKEN_COOKIE } from '@portal/platform/src/constants';

/**
 * A cold visit to a cabinet's page (/lkk/main…) must not wait for the app to start before it asks for the
 * cabinet: /remotes.json and the remote's manifest are read while the session is being checked, and the
 * remote's container, its exposed module and its landing page are preloaded as soon as a session is likely (the
 * platform's token cookie is there: while keycloak-js checks it) or, at the latest, once it exists, together with
 * the host's own start-up chunk. ARCHITECTURE rule 10 holds: without a session only the entry scripts are
 * downloaded (two small JSON reads are not scripts). This module is part of main.js: no zod, no React, a few
 * lines. The app takes the two answers over (takeEarlyRemotes, takeEarlyManifest) instead of asking again.
 */

/** The fields of a remote's mf-manifest.json that locate its scripts (see @portal/build's remoteManifest.ts). */
export interface RemoteManifestFiles {
  metaData: { globalName: string; remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
  landing?: { js: string[] };
}

interface EarlyReads {
  /** null once handed over. */
  remotes: Promise<unknown> | null;
  manifest: Promise<{ url: string; manifest: unknown } | null> | null;
  preload: Promise<{ url: string; manifest: unknown } | null>;
}

let early: EarlyReads | null = null;
let preloaded = false;

const CABINET_PATH = /^\/(lk[kdap])(?:\/|$)/i;

/** The cabinet scope a path belongs to: /lkk/main → LKK; null outside the cabinets. */
export function scopeOfPath(pathname: string): string | null {
  return CABINET_PATH.exec(pathname)?.[1]?.toUpperCase() ?? null;
}

async function readJson(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

function isManifestFiles(value: unknown): value is RemoteManifestFiles {
  const candidate = value as Partial<RemoteManifestFiles> | null;
  return typeof candidate?.metaData?.remoteEntry?.name === 'string' && Array.isArray(candidate.exposes);
}

/** Where a remote's scripts are: beside remoteEntry.js (its publicPath is 'auto'), relative to the manifest. */
export function scriptBase(manifestUrl: string, manifest: RemoteManifestFiles): string {
  return new URL(manifest.metaData.remoteEntry.path || '', manifestUrl).toString();
}

/** The scripts a cold visit to the cabinet's landing page needs from the remote, in the order they run. */
export function cabinetScripts(manifestUrl: string, manifest: RemoteManifestFiles): string[] {
  const base = scriptBase(manifestUrl, manifest);
  const cabinet = manifest.exposes.find((expose) => expose.path === './Cabinet');
  const files = [manifest.metaData.remoteEntry.name, ...(cabinet?.assets.js.sync ?? []), ...(manifest.landing?.js ?? [])];
  return [...new Set(files)].map((file) => new URL(file, base).toString());
}

/**
 * Starts reading /remotes.json and, on a cabinet's path, that cabinet's manifest. Failures are kept for the app
 * to see: it then asks again in its own way.
 */
export function startCabinetReads(location: Pick<Location, 'origin' | 'pathname'>): void {
  const scope = scopeOfPath(location.pathname);
  if (!scope) return;
  // no-store as in fetchRemotesManifest: ops swap a version by editing the file.
  const remotes = readJson(new URL('/remotes.json', location.origin).toString(), { cache: 'no-store' });
  const manifest = remotes.then(async (answer) => {
    const url = (answer as Record<string, unknown> | null)?.[scope];
    if (typeof url !== 'string' || !url) return null;
    return { url, manifest: await readJson(url, {}) };
  });
  // Unhandled rejections would be reported as uncaught errors before the app had a chance to take them over.
  remotes.catch(() => undefined);
  manifest.catch(() => undefined);
  early = { remotes, manifest, preload: manifest };
}

/** Whether the platform's token cookie says a session was open in this browser (it is removed on sign-out). */
export function hasSessionCookie(doc: Document = document): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${ACCESS_TOKEN_COOKIE}=`));
}

/** Preloads the cabinet's scripts once its manifest is known (call when a session is likely or exists); once. */
export function preloadCabinetScripts(doc: Document = document): Promise<void> {
  if (!early) return Promise.resolve();
  return early.preload.then(
    (read) => {
      if (preloaded || !read || !isManifestFiles(read.manifest)) return;
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
