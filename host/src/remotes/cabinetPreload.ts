import { cabinetFactsOf, cabinetIdentityProblem, canaryBucket, candidatesFor, checkRemoteEntry, opensOnLanding, type LandingCall } from '@portal/api/remotes';
import { sessionCookieSubject } from '../startup/sessionCookie';
import { PAGE_REMOTES_ID, readPageData } from '../startup/pageData';
import { siteUrl } from '../startup/siteUrl';
import { cabinetScripts, declaredLandingCalls, isRemoteManifestFiles, type RemoteManifestFiles } from './remoteManifestFiles';
import { remoteManifestUrl } from './remoteManifestUrl';
import { hostSatisfies } from './hostSharedVersions';

/**
 * A visit must not wait for the app to start before it asks for the cabinet: /remotes.json and the manifests of the
 * cabinets start-up expects (startup/cabinetsToPrefetch.ts) are read while the session is being checked, and the remote's
 * container, its `./Cabinet` chunks and its landing page's chunks are preloaded as soon as a session is likely and
 * the cabinet known (decisions 0030, 0049), at the latest once the user is loaded. ARCHITECTURE rule 10 holds:
 * without a session only the entry scripts are downloaded (small JSON reads are not scripts). Part of main.js: no
 * zod, no React, a few lines. The app takes the answers over (takePrefetchedRemotes, takePrefetchedManifest) instead of asking
 * again.
 */

interface PrefetchedRead {
  url: string;
  manifest: unknown;
}

interface PrefetchedReads {
  /** null once handed over. */
  remotes: Promise<unknown> | null;
  /** Per scope: the first candidate's manifest, or null (no entry, or it failed). */
  manifests: Map<string, Promise<PrefetchedRead | null>>;
  /** Manifest URLs already handed over to the app. */
  handedOver: Set<string>;
}

let prefetched: PrefetchedReads | null = null;
const preloadedScopes = new Set<string>();

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
 * Starts reading /remotes.json and the manifest of each of `scopes` (which ones: startup/cabinetsToPrefetch.ts).
 * Failures are kept for the app to see: it then asks again in its own way.
 */
export function startCabinetReads(scopes: readonly string[], origin: string): void {
  if (scopes.length === 0) return;
  // The page's copy when the server put one there (decision 0048), else the file, no-store as in
  // fetchRemotesManifest: ops swap a version by editing it.
  let inPage: unknown;
  try {
    inPage = readPageData(PAGE_REMOTES_ID);
  } catch {
    inPage = undefined;
  }
  const remotes = inPage !== undefined ? Promise.resolve(inPage) : fetch(siteUrl('/remotes.json'), { cache: 'no-store' }).then(jsonOf);
  // Unhandled rejections would be reported as uncaught errors before the app had a chance to take them over.
  remotes.catch(() => undefined);
  const manifests = new Map<string, Promise<PrefetchedRead | null>>();
  for (const scope of scopes) {
    const manifest = remotes.then(async (answer) => {
      const named = firstCandidate(scope, (answer as Record<string, unknown> | null)?.[scope]);
      if (!named) return null;
      return { url: remoteManifestUrl(named, origin), manifest: await fetch(remoteManifestUrl(named, origin)).then(jsonOf) };
    });
    manifest.catch(() => undefined);
    manifests.set(scope, manifest);
  }
  prefetched = { remotes, manifests, handedOver: new Set() };
}

/**
 * Whether an early read is a manifest the app will run: the scope's own cabinet, built for the shared modules this host
 * provides. Another cabinet's build, or one the host refuses (remoteRegistry's checks), is neither preloaded (its
 * scripts would download for nothing) nor asked for its calls.
 */
const isScopesCabinet = (scope: string, manifest: unknown): manifest is RemoteManifestFiles =>
  isRemoteManifestFiles(manifest) && cabinetIdentityProblem(scope, manifest) === null && hostSatisfies(manifest);

/**
 * Preloads the scripts of `scope`'s cabinet once its manifest is read (call when a session is likely or exists and
 * the scope is known); once per scope, and nothing when its manifest was not read early.
 * The links carry no crossorigin, like the script elements the federation runtime and webpack create for them
 * (a preload is only reused by a request of the same mode).
 */
export function preloadCabinetScripts(scope: string | null, doc: Document = document): Promise<void> {
  const pending = scope ? prefetched?.manifests.get(scope) : undefined;
  if (!scope || !pending) return Promise.resolve();
  return pending.then(
    (read) => {
      if (preloadedScopes.has(scope) || !read || !isScopesCabinet(scope, read.manifest)) return;
      preloadedScopes.add(scope);
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

/**
 * The landing calls `scope`'s manifest declares, when the page at `pathname` opens on the landing page it declares,
 * once its early read is in and has passed the identity and version checks; each a read the host knows
 * (declaredLandingCalls). None when it was not read early, failed, is refused, declares none, or the page opens
 * elsewhere.
 */
export async function landingCallsFor(scope: string | null, pathname: string): Promise<LandingCall[]> {
  const read = scope ? await prefetched?.manifests.get(scope)?.catch(() => null) : null;
  if (!read || !scope || !isScopesCabinet(scope, read.manifest)) return [];
  const landing = cabinetFactsOf(scope, read.manifest)?.landing ?? null;
  return opensOnLanding(pathname, scope, landing) ? declaredLandingCalls(read.manifest) : [];
}

/** The early /remotes.json read, handed over once (later reads go to the network); null when there was none. */
export function takePrefetchedRemotes(): Promise<unknown> | null {
  const remotes = prefetched?.remotes ?? null;
  if (prefetched) prefetched.remotes = null;
  return remotes;
}

/** The early read of the manifest at `url`, handed over once; null when there was none (or it failed). */
export async function takePrefetchedManifest(url: string): Promise<unknown> {
  if (!prefetched || prefetched.handedOver.has(url)) return null;
  const reads = await Promise.all([...prefetched.manifests.values()].map((pending) => pending.catch(() => null)));
  const read = reads.find((candidate) => candidate?.url === url);
  if (!read || !prefetched || prefetched.handedOver.has(url)) return null;
  prefetched.handedOver.add(url);
  return read.manifest;
}

/** Forgets the early reads (tests). */
export function resetCabinetPreload(): void {
  prefetched = null;
  preloadedScopes.clear();
}
