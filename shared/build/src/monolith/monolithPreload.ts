/**
 * Stands in for host/src/remotes/cabinetPreload.ts in the single-bundle reference build: there is no remote
 * manifest to read, so the reference carries none of the federated page's preload code or requests. The cabinets'
 * declared landing calls it has all the same (from the build), since start-up makes them in either build.
 */

// The same rules as the federated host's (@portal/build does not depend on the API package: read from the source).
import { opensOnLanding } from '../../../api/src/remotes/cabinetFacts';
import { knownLandingReads, type LandingCall } from '../../../api/src/remotes/landingCalls';

/** Per scope, what each remote's package.json declares about its cabinet (the build defines it, decision 0054). */
declare const __MONOLITH_CABINETS__: Record<string, { facts: { landing?: string } | null; calls: unknown[] }> | undefined;
export function startCabinetReads(): void {}

export function preloadCabinetScripts(): Promise<void> {
  return Promise.resolve();
}

export function takePrefetchedRemotes(): null {
  return null;
}

export function takePrefetchedManifest(): Promise<null> {
  return Promise.resolve(null);
}

/** The landing calls the cabinet of `scope` declares for a page opening on its landing page, as the federated page reads them. */
export function landingCallsFor(scope: string | null, pathname: string): Promise<LandingCall[]> {
  const cabinets = typeof __MONOLITH_CABINETS__ === 'undefined' ? undefined : __MONOLITH_CABINETS__;
  const cabinet = scope ? cabinets?.[scope] : undefined;
  if (!scope || !cabinet || !opensOnLanding(pathname, scope, cabinet.facts?.landing ?? null)) return Promise.resolve([]);
  return Promise.resolve(knownLandingReads(cabinet.calls));
}
