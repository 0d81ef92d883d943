/**
 * Stands in for host/src/remotes/cabinetPreload.ts in the single-bundle reference build: there is no remote
 * manifest to read, so the reference carries none of the federated page's preload code or requests.
 */
export function startCabinetReads(): void {}

export function preloadCabinetScripts(): Promise<void> {
  return Promise.resolve();
}

export function takeEarlyRemotes(): null {
  return null;
}

export function takeEarlyManifest(): Promise<null> {
  return Promise.resolve(null);
}

/** No manifest, no declared landing calls: the single bundle's pages ask for their data themselves. */
export function landingCallsOf(): Promise<[]> {
  return Promise.resolve([]);
}
