import type { ComponentType } from 'react';
import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest, Scope } from '@portal/api';
import { fetchRemotesManifest } from './fetchRemotesManifest';
import { readRemoteManifest } from './readRemoteManifest';
import { remoteManifestUrl } from './remoteManifestUrl';
import { remoteEntryUrl } from './remoteManifestFiles';

/** What a cabinet remote exposes as `./Cabinet` (ARCHITECTURE rule 2). */
export type CabinetComponent = ComponentType;

let manifest: Promise<RemotesManifest> | null = null;
const loadedCabinets = new Map<Scope, CabinetComponent>();
const failedScopes = new Set<Scope>();

/** The remotes manifest, fetched once; a failed fetch is forgotten so the next call asks again. */
export function loadRemotesManifest(): Promise<RemotesManifest> {
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

/**
 * Loads the `./Cabinet` of one scope. Only that scope's remote is registered, so an unreachable remote of
 * another cabinet cannot break this one. The host reads the remote's mf-manifest.json itself (main.js may
 * already have, to preload the cabinet) and registers the remote by its remoteEntry.js: the runtime is built
 * without its manifest-snapshot plugin. After a failure the next call re-reads /remotes.json and the manifest
 * and registers the remote again with `force`, because the runtime keeps answering a failed loadRemote with the
 * same rejected promise.
 */
export async function loadCabinet(scope: Scope): Promise<CabinetComponent> {
  const loaded = loadedCabinets.get(scope);
  if (loaded) return loaded;
  if (failedScopes.has(scope)) manifest = null;
  try {
    const named = (await loadRemotesManifest())[scope];
    if (!named) throw new Error(`/remotes.json names no remote for ${scope}`);
    // A relative address in /remotes.json is this site's; the remote's files are found from the absolute one.
    const entry = remoteManifestUrl(named);
    const files = await readRemoteManifest(entry);
    const name = remoteNameOf(scope);
    ensureRuntime();
    registerRemotes([{ name, entry: remoteEntryUrl(entry, files), entryGlobalName: files.metaData.globalName }], { force: true });
    const module = await loadRemote<{ default?: CabinetComponent }>(`${name}/Cabinet`);
    const Cabinet = module?.default;
    if (!Cabinet) throw new Error(`${name}/Cabinet has no default export`);
    loadedCabinets.set(scope, Cabinet);
    failedScopes.delete(scope);
    return Cabinet;
  } catch (error) {
    failedScopes.add(scope);
    throw error instanceof Error ? error : new Error(String(error));
  }
}

/** Forgets every loaded cabinet and the manifest (a fresh start). */
export function resetRemoteRegistry(): void {
  manifest = null;
  loadedCabinets.clear();
  failedScopes.clear();
}
