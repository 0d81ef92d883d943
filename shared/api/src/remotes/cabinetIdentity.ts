/**
 * Whether a remote's mf-manifest.json is the cabinet it is offered as. A build of another cabinet registered under a
 * scope would render that other cabinet's routes under the scope's path (each redirecting to its own home) and call
 * another cabinet's API: the host and `portal-remotes check` refuse it before running any of its code. The manifest
 * names its container (`name`, which is also the global its remoteEntry.js sets, `metaData.globalName`) and, in our
 * builds, the package it was built from (`metaData.buildInfo.buildName`, `remote-<scope>`). No zod: main.js reads it.
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The container name a cabinet's build must carry: LKK → lkk. */
export const containerNameOf = (scope: string): string => scope.toLowerCase();

/** The package a cabinet is built from: LKK → remote-lkk. */
export const buildNameOf = (scope: string): string => `remote-${scope.toLowerCase()}`;

/** null when the manifest is `scope`'s cabinet; else what it is instead, in a sentence for logs and reports. */
export function cabinetIdentityProblem(scope: string, manifest: unknown): string | null {
  const expected = containerNameOf(scope);
  const meta = isObject(manifest) && isObject(manifest.metaData) ? manifest.metaData : {};
  const buildInfo = isObject(meta.buildInfo) ? meta.buildInfo : {};
  const found: Array<[string, unknown, string]> = [
    ['name', isObject(manifest) ? manifest.name : undefined, expected],
    ['metaData.globalName', meta.globalName, expected],
  ];
  // Optional: a build by other tools may not name its package; when it does, it must be the scope's.
  if (buildInfo.buildName !== undefined) found.push(['metaData.buildInfo.buildName', buildInfo.buildName, buildNameOf(scope)]);
  const wrong = found.filter(([, value, want]) => value !== want);
  if (!wrong.length) return null;
  return `not the ${scope} cabinet: its manifest has ${wrong.map(([field, value, want]) => `${field} ${JSON.stringify(value) ?? 'missing'} (${scope} needs ${JSON.stringify(want)})`).join(', ')}`;
}
