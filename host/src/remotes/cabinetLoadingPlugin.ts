import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';
import type { Scope } from '@portal/api';
import {
  SCOPE_NAMES,
  cabinetFactsOf,
  cabinetIdentityProblem,
  canaryBucket,
  candidatesFor,
  containerNameOf,
  describeIncompatibilities,
  incompatibilities,
  manifestRequirements,
  type RemotesFile,
} from '@portal/api/remotes';
import { sharedVersionsOf } from './hostSharedVersions';
import { remoteManifestUrl } from './remoteManifestUrl';
import { landingSharedModules, remoteEntryUrl, remoteVersion, type RemoteManifestFiles } from './remoteManifestFiles';
import { RemoteIncompatibleError, RemoteWrongCabinetError, loadFailureStage, type StartFailureStage } from './remoteFailure';
import { reportCabinetFallback, reportCabinetFailure } from './reportCabinetFallback';
import { setRunningCabinet } from './runningVersions';
import { setCabinetFacts } from './cabinetFactsStore';

/**
 * The host's loading policy as one federation runtime plugin (decision 0055): which version of a cabinet a user
 * gets (the roll-out's canary for the user's bucket, decision 0042), the checks before any of its code runs
 * (identity, shared versions), the fallback to the next version when one fails at any stage, the retry after every
 * version failed (/remotes.json and the manifests read afresh) and the reports of both (POST log/error).
 *
 * A cabinet is asked for as `LKK/Cabinet` (cabinetRequest). `beforeRequest` picks the version, reads and checks its
 * manifest, registers the build as its own remote (named as its container, `lkk_<build>`) and points the request
 * at it. `onLoad` accepts the loaded `./Cabinet` (or refuses one without a component). `errorLoadRemote` decides
 * what a failure becomes: the next version (a fresh `loadRemote` that `beforeRequest` answers with it), or the
 * chosen version's error once none is left. No page global is deleted: each build has its own.
 */

/** A version of a cabinet that failed to start on this page, and why. */
export interface FailedVersion {
  url: string;
  version: string | null;
  stage: StartFailureStage;
  error: Error;
}

/** A version whose checks passed, registered and being loaded. */
interface CheckedVersion {
  url: string;
  version: string | null;
  remoteName: string;
}

interface RunningVersion extends CheckedVersion {
  /** The user's earlier candidates that failed before this one started (it is a fallback for this page's life). */
  passedOver: string[];
}

/** One try of a scope's versions, from the first candidate to the one that starts or the last. */
interface Attempt {
  /** /remotes.json read and the user's candidates, in order (manifest URLs). */
  ready: Promise<string[]>;
  tried: number;
  failures: FailedVersion[];
  pending: CheckedVersion | null;
  /** The error the request ends with once no version is left. */
  settled: Error | null;
}

export interface CabinetLoadingSources {
  /** GET /remotes.json (checked). */
  fetchRemotesFile: () => Promise<RemotesFile>;
  /** A version's mf-manifest.json at an absolute URL. */
  readManifest: (url: string) => Promise<RemoteManifestFiles>;
  /** The session's subject (the token's `sub`), for the canary bucket; empty before a session. */
  subject: () => string;
}

export interface CabinetLoading extends ModuleFederationRuntimePlugin {
  /** /remotes.json, read once until a cabinet fails (then the next load reads it afresh). */
  remotesFile(): Promise<RemotesFile>;
  /** A version's manifest, read once while it serves; a version that fails forgets its read. */
  manifest(url: string): Promise<RemoteManifestFiles>;
  /** The user's canary bucket for a scope; null before a session. */
  bucketOf(scope: Scope): number | null;
  /** The running version threw in its first render: the next load starts with the next candidate. */
  setAsideFailedRender(scope: Scope, error: unknown): void;
  /** The manifest URLs of the versions that failed before the running one of `scope` started. */
  versionsPassedOver(scope: Scope): string[];
  /** Forgets everything (tests). */
  reset(): void;
}

/** The request a cabinet's `./Cabinet` is loaded by; the plugin answers it with a build of the cabinet. */
export const cabinetRequest = (scope: Scope): string => `${scope}/Cabinet`;

const scopeOfRequest = (id: string): Scope | null => {
  const [head, expose, ...rest] = id.split('/');
  return expose === 'Cabinet' && rest.length === 0 && (SCOPE_NAMES as readonly string[]).includes(head ?? '') ? (head as Scope) : null;
};

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

class VersionFailure extends Error {
  constructor(readonly failed: FailedVersion) {
    super(failed.error.message);
  }
}

export function cabinetLoadingPlugin(sources: CabinetLoadingSources): CabinetLoading {
  let remotesRead: Promise<RemotesFile> | null = null;
  const manifestReads = new Map<string, Promise<RemoteManifestFiles>>();
  const running = new Map<Scope, RunningVersion>();
  const attempts = new Map<Scope, Attempt>();
  /** Versions that threw on their first render, per scope: left out of the next attempt, reported by it. */
  const setAside = new Map<Scope, FailedVersion[]>();
  /** Scopes whose last attempt failed: their next one reads /remotes.json afresh. */
  const failedScopes = new Set<Scope>();
  /** The scope each registered build belongs to, by remote name. */
  const owners = new Map<string, Scope>();

  const remotesFile = (): Promise<RemotesFile> => {
    if (!remotesRead) {
      const pending = sources.fetchRemotesFile();
      remotesRead = pending;
      pending.catch(() => {
        if (remotesRead === pending) remotesRead = null;
      });
    }
    return remotesRead;
  };

  const manifest = (url: string): Promise<RemoteManifestFiles> => {
    let read = manifestReads.get(url);
    if (!read) {
      read = sources.readManifest(url);
      manifestReads.set(url, read);
      read.catch(() => manifestReads.delete(url));
    }
    return read;
  };

  const bucketOf = (scope: Scope): number | null => {
    const subject = sources.subject();
    return subject ? canaryBucket(scope, subject) : null;
  };

  function startAttempt(scope: Scope): Attempt {
    if (failedScopes.has(scope)) remotesRead = null;
    const failures = setAside.get(scope) ?? [];
    setAside.delete(scope);
    const leftOut = new Set(failures.map((failure) => failure.url));
    const ready = remotesFile().then((file) => {
      const entry = file[scope];
      if (!entry) throw new Error(`/remotes.json names no remote for ${scope}`);
      // Versions set aside earlier in this page life (a first render that threw) are not tried again now.
      return candidatesFor(entry, bucketOf(scope)).map((named) => remoteManifestUrl(named)).filter((url) => !leftOut.has(url));
    });
    const attempt: Attempt = { ready, tried: 0, failures: [...failures], pending: null, settled: null };
    attempts.set(scope, attempt);
    return attempt;
  }

  /**
   * The remote a build is registered as: named as its container, so each build is its own remote. The same build
   * from another address is another remote of the same global, unless that global already ran on this page: only a
   * fresh page runs it from elsewhere.
   */
  function registerBuild(origin: ModuleFederation, url: string, files: RemoteManifestFiles): string {
    const global = files.metaData.globalName;
    const entry = remoteEntryUrl(url, files);
    const builds = origin.options.remotes.filter((remote) => remote.entryGlobalName === global || remote.name === global);
    const same = builds.find((remote) => 'entry' in remote && remote.entry === entry);
    if (same) return same.name;
    if (builds.length && global in globalThis) {
      throw new Error(`${url}: its build ${global} already ran on this page from another address; a fresh page runs it from here`);
    }
    const name = builds.length ? `${global}_${builds.length + 1}` : global;
    origin.registerRemotes([{ name, entry, entryGlobalName: global }]);
    return name;
  }

  /** Reads one version's manifest and runs the checks before any of its code: a failure names its stage. */
  async function checkVersion(scope: Scope, url: string, origin: ModuleFederation): Promise<CheckedVersion> {
    let files: RemoteManifestFiles;
    try {
      files = await manifest(url);
    } catch (error) {
      throw new VersionFailure({ url, version: null, stage: 'manifest', error: asError(error) });
    }
    const version = remoteVersion(files);
    // Another cabinet's build under this scope would bounce between both cabinets' paths.
    const impostor = cabinetIdentityProblem(scope, files);
    if (impostor) throw new VersionFailure({ url, version, stage: 'wrong-cabinet', error: new RemoteWrongCabinetError(url, impostor) });
    const provided = sharedVersionsOf(origin);
    const problems = incompatibilities(provided, manifestRequirements(files), satisfy);
    if (problems.length) {
      throw new VersionFailure({ url, version, stage: 'incompatible', error: new RemoteIncompatibleError(url, problems, describeIncompatibilities(problems)) });
    }
    // The header and the account switch take the cabinet's name and home from the version that passed the checks.
    setCabinetFacts(scope, cabinetFactsOf(scope, files));
    let remoteName: string;
    try {
      remoteName = registerBuild(origin, url, files);
    } catch (error) {
      throw new VersionFailure({ url, version, stage: 'entry', error: asError(error) });
    }
    owners.set(remoteName, scope);
    // The host's copies of the shared modules the landing page consumes start with the cabinet, not a round trip
    // after it (decision 0051); one the host does not provide, or that fails, is left to the remote's own request.
    for (const shareKey of landingSharedModules(files)) {
      if (shareKey in provided) void origin.loadShare(shareKey).catch(() => undefined);
    }
    return { url, version, remoteName };
  }

  /** The next version of the attempt that passes its checks, or null once none is left (the attempt is settled). */
  async function nextVersion(scope: Scope, attempt: Attempt, origin: ModuleFederation): Promise<CheckedVersion | null> {
    const candidates = await attempt.ready;
    while (attempt.tried < candidates.length) {
      const url = candidates[attempt.tried++]!;
      try {
        attempt.pending = await checkVersion(scope, url, origin);
        return attempt.pending;
      } catch (error) {
        if (!(error instanceof VersionFailure)) throw error;
        manifestReads.delete(url);
        attempt.failures.push(error.failed);
      }
    }
    // Every version failed: the user sees the chosen one's error (a retry tries them all again).
    reportCabinetFailure(scope, attempt.failures);
    const chosen = attempt.failures.find((failure) => failure.url === candidates[0]) ?? attempt.failures[0];
    settle(scope, attempt, chosen?.error ?? new Error(`No version of ${scope} could be loaded`));
    return null;
  }

  function settle(scope: Scope, attempt: Attempt, error: Error): void {
    attempt.settled = error;
    attempt.pending = null;
    failedScopes.add(scope);
  }

  return {
    name: 'portal-cabinet-loading',

    async beforeRequest(args) {
      const scope = scopeOfRequest(args.id);
      if (!scope) return args;
      const started = running.get(scope);
      if (started) return { ...args, id: `${started.remoteName}/Cabinet` };
      let attempt = attempts.get(scope);
      if (!attempt || attempt.settled) attempt = startAttempt(scope);
      // A second request while a version loads joins it.
      if (attempt.pending) return { ...args, id: `${attempt.pending.remoteName}/Cabinet` };
      try {
        const version = await nextVersion(scope, attempt, args.origin);
        if (version) return { ...args, id: `${version.remoteName}/Cabinet` };
      } catch (error) {
        settle(scope, attempt, asError(error));
      }
      // Nothing serves the request now: errorLoadRemote answers it with the attempt's error.
      return args;
    },

    async onLoad(args) {
      const scope = owners.get(args.remote.name);
      const attempt = scope ? attempts.get(scope) : undefined;
      if (!scope || !attempt?.pending || attempt.pending.remoteName !== args.remote.name) return;
      if (!(args.exposeModule as { default?: unknown } | undefined)?.default) throw new Error(`${containerNameOf(scope)}/Cabinet has no default export`);
      const started: RunningVersion = { ...attempt.pending, passedOver: attempt.failures.map((failure) => failure.url) };
      running.set(scope, started);
      attempts.delete(scope);
      failedScopes.delete(scope);
      // Set first: the reports' versions line names the version used instead.
      setRunningCabinet({ scope, url: started.url, version: started.version });
      for (const failure of attempt.failures) reportCabinetFallback(scope, failure, started);
    },

    async errorLoadRemote(args) {
      const scope = scopeOfRequest(args.id);
      const attempt = scope ? attempts.get(scope) : undefined;
      if (!scope || !attempt) return undefined;
      if (attempt.settled) throw attempt.settled;
      const pending = attempt.pending;
      if (args.lifecycle !== 'onLoad' || !pending || args.remote?.name !== pending.remoteName) return undefined;
      // The version failed while loading (its entry, a chunk, its module): the next one is tried.
      attempt.failures.push({ url: pending.url, version: pending.version, stage: loadFailureStage(args.error), error: asError(args.error) });
      attempt.pending = null;
      manifestReads.delete(pending.url);
      return args.origin.loadRemote(args.id);
    },

    remotesFile,
    manifest,
    bucketOf,

    setAsideFailedRender(scope, error) {
      const started = running.get(scope);
      if (!started) return;
      running.delete(scope);
      manifestReads.delete(started.url);
      failedScopes.add(scope);
      const failure: FailedVersion = { url: started.url, version: started.version, stage: 'first-render', error: asError(error) };
      setAside.set(scope, [...(setAside.get(scope) ?? []), failure]);
    },

    versionsPassedOver: (scope) => running.get(scope)?.passedOver ?? [],

    reset() {
      remotesRead = null;
      manifestReads.clear();
      running.clear();
      attempts.clear();
      setAside.clear();
      failedScopes.clear();
      owners.clear();
    },
  };
}
