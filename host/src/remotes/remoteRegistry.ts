import type { ComponentType } from 'react';
import { getInstance, init, loadRemote, loadShare, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import type { Scope } from '@portal/api';
import {
  cabinetFactsOf,
  cabinetIdentityProblem,
  canaryBucket,
  candidatesFor,
  describeIncompatibilities,
  incompatibilities,
  manifestRequirements,
  type CabinetFacts,
  type RemotesFile,
} from '@portal/api/remotes';
import { sessionStore } from '@portal/platform';
import { fetchRemotesManifest } from './fetchRemotesManifest';
import { hostSharedVersions } from './hostSharedVersions';
import { readRemoteManifest } from './readRemoteManifest';
import { remoteManifestUrl } from './remoteManifestUrl';
import { landingSharedModules, remoteEntryUrl, remoteVersion, type RemoteManifestFiles } from './remoteManifestFiles';
import { RemoteIncompatibleError, RemoteWrongCabinetError, loadFailureStage, type StartFailureStage } from './remoteFailure';
import { reportCabinetFallback, reportCabinetFailure } from './reportCabinetFallback';
import { setRunningCabinet } from './runningVersions';
import { setCabinetFacts } from './cabinetFactsStore';

/** What a cabinet remote exposes as `./Cabinet` (ARCHITECTURE rule 2). */
export type CabinetComponent = ComponentType;

/** A version of a cabinet that failed to start on this page, and why. */
export interface FailedVersion {
  url: string;
  version: string | null;
  stage: StartFailureStage;
  error: Error;
}

interface LoadedCabinet {
  Cabinet: CabinetComponent;
  url: string;
  version: string | null;
  /** The user's earlier candidates that failed before this one started (it is a fallback for this page's life). */
  passedOver?: string[];
}

let manifest: Promise<RemotesFile> | null = null;
const loadedCabinets = new Map<Scope, LoadedCabinet>();
const failedScopes = new Set<Scope>();
/** Versions that failed in this page life, per scope: skipped until every candidate has failed (then retried). */
const failedVersions = new Map<Scope, FailedVersion[]>();
/**
 * Each version's manifest, read once while it serves: the cabinet's load and the header's facts read it together.
 * A version that fails forgets its read, so a retry reads it afresh (ops may have replaced it).
 */
const manifestReads = new Map<string, Promise<RemoteManifestFiles>>();

function readManifestOnce(url: string): Promise<RemoteManifestFiles> {
  let read = manifestReads.get(url);
  if (!read) {
    read = readRemoteManifest(url);
    manifestReads.set(url, read);
    read.catch(() => manifestReads.delete(url));
  }
  return read;
}

/** The remotes manifest, fetched once; a failed fetch is forgotten so the next call asks again. */
export function loadRemotesManifest(): Promise<RemotesFile> {
  if (!manifest) {
    const pending = fetchRemotesManifest();
    manifest = pending;
    pending.catch(() => {
      if (manifest === pending) manifest = null;
    });
  }
  return manifest;
}

/** Federation container name of a cabinet: LKK → lkk. */
export function remoteNameOf(scope: Scope): string {
  return scope.toLowerCase();
}

function ensureRuntime(): void {
  // The build plugin normally creates the instance; a page without it (or a test) gets a bare one.
  if (!getInstance()) init({ name: 'host', remotes: [] });
}

/** The user's canary bucket for a scope: from the session's subject (the token's `sub`), null before a session. */
export function bucketOf(scope: Scope): number | null {
  const subject = sessionStore.getState().subject;
  return subject ? canaryBucket(scope, subject) : null;
}

/**
 * Starts loading the host's copies of the shared modules the cabinet's landing page consumes, alongside the
 * cabinet. A remote bundles none of them and webpack would ask for one only once the page's chunk is loaded, one
 * round trip after the preloaded scripts (docs/performance.md, "Round trips"). A module the host does not provide is
 * left to the remote's own request; a failure too, which then reports it.
 */
function startLandingShared(files: RemoteManifestFiles): void {
  const provided = hostSharedVersions();
  for (const shareKey of landingSharedModules(files)) {
    if (shareKey in provided) void loadShare(shareKey).catch(() => undefined);
  }
}

class VersionFailure extends Error {
  constructor(
    readonly failed: FailedVersion,
  ) {
    super(failed.error.message);
    this.name = failed.error.name;
    this.stack = failed.error.stack;
  }
}

/** Loads one version of a cabinet: its manifest, the identity and shared-version checks, then its `./Cabinet`. */
async function loadVersion(scope: Scope, named: string): Promise<LoadedCabinet> {
  // A relative address in /remotes.json is this site's; the remote's files are found from the absolute one.
  const url = remoteManifestUrl(named);
  let files;
  try {
    files = await readManifestOnce(url);
  } catch (error) {
    throw new VersionFailure({ url, version: null, stage: 'manifest', error: asError(error) });
  }
  const version = remoteVersion(files);
  // Before anything of it runs: another cabinet's build under this scope would bounce between both cabinets' paths.
  const impostor = cabinetIdentityProblem(scope, files);
  if (impostor) throw new VersionFailure({ url, version, stage: 'wrong-cabinet', error: new RemoteWrongCabinetError(url, impostor) });
  const problems = incompatibilities(hostSharedVersions(), manifestRequirements(files), satisfy);
  if (problems.length) {
    throw new VersionFailure({ url, version, stage: 'incompatible', error: new RemoteIncompatibleError(url, problems, describeIncompatibilities(problems)) });
  }
  // The header and the account switch take the cabinet's name and home from the version that passed the checks.
  setCabinetFacts(scope, cabinetFactsOf(scope, files));
  try {
    // Each build is its own remote, named as its container (decision 0055): a build that failed keeps its globals.
    const name = files.metaData.globalName;
    ensureRuntime();
    registerRemotes([{ name, entry: remoteEntryUrl(url, files), entryGlobalName: name }]);
    startLandingShared(files);
    const module = await loadRemote<{ default?: CabinetComponent }>(`${name}/Cabinet`);
    const Cabinet = module?.default;
    if (!Cabinet) throw new Error(`${name}/Cabinet has no default export`);
    return { Cabinet, url, version };
  } catch (error) {
    throw new VersionFailure({ url, version, stage: loadFailureStage(error), error: asError(error) });
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Loads the `./Cabinet` of one scope. Only that scope's remote is registered, so an unreachable remote of
 * another cabinet cannot break this one. /remotes.json names for the scope a URL or a roll-out (a canary share and
 * a fallback, decision 0042): the versions are tried in the order candidatesFor gives for the user's bucket, each
 * that fails is reported through POST log/error with the version used instead, and the error of the chosen one
 * is thrown only when every one failed. The host reads each remote's mf-manifest.json itself (main.js may already
 * have, to preload the cabinet) and registers the remote by its remoteEntry.js: the runtime is built without its
 * manifest-snapshot plugin. After a failure the next call re-reads /remotes.json and the manifest and registers
 * the remote again with `force`, because the runtime keeps answering a failed loadRemote with the same rejected
 * promise.
 */
export async function loadCabinet(scope: Scope): Promise<CabinetComponent> {
  const loaded = loadedCabinets.get(scope);
  if (loaded) return loaded.Cabinet;
  if (failedScopes.has(scope)) manifest = null;
  try {
    const entry = (await loadRemotesManifest())[scope];
    if (!entry) throw new Error(`/remotes.json names no remote for ${scope}`);
    const candidates = candidatesFor(entry, bucketOf(scope));
    // Versions set aside earlier in this page life (a first render that threw) are not tried again now.
    const failures = [...(failedVersions.get(scope) ?? [])];
    failedVersions.delete(scope);
    const setAside = new Set(failures.map((failure) => failure.url));
    for (const candidate of candidates.filter((named) => !setAside.has(remoteManifestUrl(named)))) {
      try {
        const running = { ...(await loadVersion(scope, candidate)), passedOver: failures.map((failure) => failure.url) };
        loadedCabinets.set(scope, running);
        failedScopes.delete(scope);
        // Set first: the reports' versions line names the version used instead.
        setRunningCabinet({ scope, url: running.url, version: running.version });
        for (const failure of failures) reportCabinetFallback(scope, failure, running);
        return running.Cabinet;
      } catch (error) {
        if (!(error instanceof VersionFailure)) throw error;
        manifestReads.delete(error.failed.url);
        failures.push(error.failed);
      }
    }
    // Every version failed: the user sees the chosen one's error (a retry tries them all again).
    reportCabinetFailure(scope, failures);
    const chosen = failures.find((failure) => failure.url === remoteManifestUrl(candidates[0] ?? '')) ?? failures[0];
    throw chosen?.error ?? new Error(`No version of ${scope} could be loaded`);
  } catch (error) {
    failedScopes.add(scope);
    throw error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * The running version of a cabinet threw during its first render: it is set aside for this page life, so the next
 * loadCabinet (the caller refetches) starts with the next candidate, and is reported with the one used instead.
 */
export function setAsideFailedRender(scope: Scope, error: unknown): void {
  const loaded = loadedCabinets.get(scope);
  if (!loaded) return;
  loadedCabinets.delete(scope);
  manifestReads.delete(loaded.url);
  failedScopes.add(scope);
  const failure: FailedVersion = { url: loaded.url, version: loaded.version, stage: 'first-render', error: asError(error) };
  failedVersions.set(scope, [...(failedVersions.get(scope) ?? []), failure]);
}

/** The manifest URLs of the versions that failed before the running one of `scope` started; none when none did. */
export function versionsPassedOver(scope: Scope): string[] {
  return loadedCabinets.get(scope)?.passedOver ?? [];
}

/**
 * What `scope`'s cabinet declares about itself (decision 0054), from the manifest of the version the user would get
 * first; null when /remotes.json names none, or the manifest is another cabinet's or declares nothing. For a cabinet
 * not running on this page (the account switch, a page outside the cabinet): the running one's are in
 * cabinetFactsStore.
 */
export async function readCabinetFacts(scope: Scope): Promise<CabinetFacts | null> {
  const entry = (await loadRemotesManifest())[scope];
  const [first] = entry ? candidatesFor(entry, bucketOf(scope)) : [];
  if (!first) return null;
  const files = await readManifestOnce(remoteManifestUrl(first));
  return cabinetIdentityProblem(scope, files) === null ? cabinetFactsOf(scope, files) : null;
}

/** Forgets every loaded cabinet and the manifest (a fresh start). */
export function resetRemoteRegistry(): void {
  manifest = null;
  manifestReads.clear();
  loadedCabinets.clear();
  failedScopes.clear();
  failedVersions.clear();
}
