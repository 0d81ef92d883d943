/**
 * Stands in for host/src/remotes/cabinetPreload.ts in the single-bundle reference build: there is no remote
 * manifest to read, so the reference carries none of the federated page's preload code or requests. The cabinets'
 * declared landing calls it has all the same (from the build), since start-up makes them in either build.
 */

/** Per scope, the landing calls each remote's package.json declares (the build defines it). */
declare const __MONOLITH_LANDING_CALLS__: Record<string, unknown[]> | undefined;
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

/** The landing calls the cabinet of `scope` declares, as the federated page reads them from its manifest. */
export function landingCallsOf(scope: string): Promise<unknown[]> {
  const declared = typeof __MONOLITH_LANDING_CALLS__ === 'undefined' ? undefined : __MONOLITH_LANDING_CALLS__;
  return Promise.resolve(declared?.[scope] ?? []);
}
