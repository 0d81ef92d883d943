/**
 * Stands in for host/src/remotes/remoteRegistry.ts in the single-bundle reference build (`portal-build
 * monolith`, used only by `pnpm run bench`): each cabinet is a lazy chunk of the host's own bundle instead of
 * a federation remote, so the benchmark can compare a page's weight with and without federation.
 */
interface CabinetModule {
  default: unknown;
}

const CABINETS: Record<string, () => Promise<CabinetModule>> = {
  LKK: () => import('portal-monolith-cabinet/LKK'),
  LKD: () => import('portal-monolith-cabinet/LKD'),
  LKA: () => import('portal-monolith-cabinet/LKA'),
  LKP: () => import('portal-monolith-cabinet/LKP'),
};

export async function loadCabinet(scope: string): Promise<unknown> {
  const load = CABINETS[scope];
  if (!load) throw new Error(`No cabinet for ${scope} in the single-bundle build`);
  return (await load()).default;
}

export function loadRemotesManifest(): Promise<Record<string, string>> {
  return Promise.resolve({});
}

export function remoteNameOf(scope: string): string {
  return scope.toLowerCase();
}

export function resetRemoteRegistry(): void {}

/** No roll-outs in the single bundle: no canary bucket, no version passed over, nothing to set aside. */
export function bucketOf(): number | null {
  return null;
}

export function versionsPassedOver(): string[] {
  return [];
}

export function setAsideFailedRender(): void {}

/** Per scope, what each remote's package.json declares about its cabinet (the build defines it, decision 0054). */
declare const __MONOLITH_CABINETS__: Record<string, { facts: unknown; calls: unknown[] }> | undefined;

/** The cabinet's facts, as the federated host reads them from its manifest. */
export function readCabinetFacts(scope: string): Promise<unknown> {
  const cabinets = typeof __MONOLITH_CABINETS__ === 'undefined' ? undefined : __MONOLITH_CABINETS__;
  return Promise.resolve(cabinets?.[scope]?.facts ?? null);
}
