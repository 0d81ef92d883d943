import type { CadesVersion } from './cadesObjectModel';

/** Spec §5/§9: plug-in at least 2.0.12438, CSP at least 4. */
export const MIN_PLUGIN_VERSION = [2, 0, 12438] as const;
export const MIN_CSP_MAJOR_VERSION = 4;

export type VersionTriple = readonly [number, number, number];

export async function readVersion(version: CadesVersion): Promise<VersionTriple> {
  const [major, minor, build] = await Promise.all([version.MajorVersion, version.MinorVersion, version.BuildVersion]);
  return [Number(major), Number(minor), Number(build)];
}

/** Negative when a < b, 0 when equal, positive when a > b (component by component). */
export function compareVersions(a: VersionTriple, b: VersionTriple): number {
  for (let index = 0; index < 3; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function isPluginVersionSupported(version: VersionTriple): boolean {
  return version.every(Number.isFinite) && compareVersions(version, MIN_PLUGIN_VERSION) >= 0;
}

export function isCspVersionSupported(version: VersionTriple): boolean {
  return Number.isFinite(version[0]) && version[0] >= MIN_CSP_MAJOR_VERSION;
}
