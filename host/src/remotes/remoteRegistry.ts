import { getInstance, init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { Scope } from '@portal/api';
import { cabinetFactsOf, cabinetIdentityProblem, candidatesFor, type CabinetFacts, type RemotesFile } from '@portal/api/remotes';
import { sessionStore, type CabinetComponent } from '@portal/platform';
import { cabinetLoadingPlugin, cabinetRequest } from './cabinetLoadingPlugin';
import { fetchRemotesManifest } from './fetchRemotesManifest';
import { readRemoteManifest } from './readRemoteManifest';
import { remoteManifestUrl } from './remoteManifestUrl';

/** The host's loading policy (canary, checks, fallback, retry, reports): one plugin of the page's federation runtime. */
const cabinetLoading = cabinetLoadingPlugin({
  fetchRemotesFile: fetchRemotesManifest,
  readManifest: readRemoteManifest,
  subject: () => sessionStore.getState().subject,
});

let pluggedInto: ModuleFederation | null = null;

/** The page's runtime, with the loading policy registered once. */
function runtime(): ModuleFederation {
  // The build plugin normally creates the instance; a page without it (or a test) gets a bare one.
  const instance = getInstance() ?? init({ name: 'host', remotes: [] });
  if (pluggedInto !== instance) {
    instance.registerPlugins([cabinetLoading]);
    pluggedInto = instance;
  }
  return instance;
}

/** The remotes manifest, fetched once; a failed fetch is forgotten so the next call asks again. */
export function loadRemotesManifest(): Promise<RemotesFile> {
  return cabinetLoading.remotesFile();
}

/** Federation container name of a cabinet: LKK → lkk. */
export function remoteNameOf(scope: Scope): string {
  return scope.toLowerCase();
}

/** The user's canary bucket for a scope: from the session's subject (the token's `sub`), null before a session. */
export const bucketOf = (scope: Scope): number | null => cabinetLoading.bucketOf(scope);

/**
 * Loads the `./Cabinet` of one scope: the runtime's loadRemote, answered by the loading plugin with the version of
 * /remotes.json's roll-out the user gets, or the next one when it fails (decision 0055). Only that scope's remote is
 * registered, so an unreachable remote of another cabinet cannot break this one. Rejects with the chosen version's
 * error once every version failed; the next call tries them all again.
 */
export async function loadCabinet(scope: Scope): Promise<CabinetComponent> {
  const module = await runtime().loadRemote<{ default: CabinetComponent }>(cabinetRequest(scope));
  // The plugin refuses a version whose `./Cabinet` has no component.
  return module!.default;
}

/**
 * The running version of a cabinet threw during its first render: it is set aside for this page life, so the next
 * loadCabinet (the caller refetches) starts with the next candidate, and is reported with the one used instead.
 */
export function setAsideFailedRender(scope: Scope, error: unknown): void {
  cabinetLoading.setAsideFailedRender(scope, error);
}

/** The manifest URLs of the versions that failed before the running one of `scope` started; none when none did. */
export function versionsPassedOver(scope: Scope): string[] {
  return cabinetLoading.versionsPassedOver(scope);
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
  const files = await cabinetLoading.manifest(remoteManifestUrl(first));
  return cabinetIdentityProblem(scope, files) === null ? cabinetFactsOf(scope, files) : null;
}

/** Forgets every loaded cabinet and the manifest (a fresh start). */
export function resetRemoteRegistry(): void {
  cabinetLoading.reset();
  pluggedInto = null;
}
