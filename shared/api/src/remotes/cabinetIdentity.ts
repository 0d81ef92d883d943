/**
 * Whether a remote's mf-manifest.json is the cabinet it is offered as. A build of another cabinet registered under a
 * scope would render that other cabinet's routes under the scope's path (each redirecting to its own home) and call
 * another cabinet's API: the host and `portal-remotes check` refuse it before running any of its code. The manifest
 * names its container (`name`, which is also the global its remoteEntry.js sets, `metaData.globalName`) and, in our
 * builds, the package it was built from (`metaData.buildInfo.buildName`, `remote-<scope>`). No zod: main.js reads it.
 *
 * Since decision 0055 each build names its container after itself, `lkk_<build>` (the build's token, see
 * @portal/build's buildToken): its global, its webpack chunk registry and its federation instance are its own, so a
 * second build of the cabinet can run on a page where another one failed. A bare `lkk` is a build from before.
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The container name a cabinet's builds start with: LKK → lkk. */
export const containerNameOf = (scope: string): string => scope.toLowerCase();

/** The container name (and page global) of one build of a cabinet: LKK and 1a2b3c4d → lkk_1a2b3c4d. */
export const buildContainerName = (scope: string, buildToken: string): string => `${containerNameOf(scope)}_${buildToken}`;

/** Whether `name` is a container name a build of `scope` may carry: `lkk_<build>`, or `lkk` (a build before 0055). */
export function isContainerNameOf(scope: string, name: unknown): name is string {
  if (typeof name !== 'string') return false;
  const base = containerNameOf(scope);
  return name === base || (name.startsWith(`${base}_`) && /^[0-9a-z]+$/.test(name.slice(base.length + 1)));
}

/** The package a cabinet is built from: LKK → remote-lkk. */
export const buildNameOf = (scope: string): string => `remote-${scope.toLowerCase()}`;

/** null when the manifest is `scope`'s cabinet; else what it is instead, in a sentence for logs and reports. */
export function cabinetIdentityProblem(scope: string, manifest: unknown): string | null {
  const base = JSON.stringify(containerNameOf(scope));
  const wanted = `${base} or ${JSON.stringify(`${containerNameOf(scope)}_<build>`)}`;
  const meta = isObject(manifest) && isObject(manifest.metaData) ? manifest.metaData : {};
  const buildInfo = isObject(meta.buildInfo) ? meta.buildInfo : {};
  const name = isObject(manifest) ? manifest.name : undefined;
  const wrong: Array<[string, unknown, string]> = [];
  if (!isContainerNameOf(scope, name)) wrong.push(['name', name, wanted]);
  // The container sets the global it is named: a global other than its name would be another build's.
  if (!isContainerNameOf(scope, meta.globalName)) wrong.push(['metaData.globalName', meta.globalName, wanted]);
  else if (isContainerNameOf(scope, name) && meta.globalName !== name) wrong.push(['metaData.globalName', meta.globalName, `its name ${JSON.stringify(name)}`]);
  // Optional: a build by other tools may not name its package; when it does, it must be the scope's.
  if (buildInfo.buildName !== undefined && buildInfo.buildName !== buildNameOf(scope)) wrong.push(['metaData.buildInfo.buildName', buildInfo.buildName, JSON.stringify(buildNameOf(scope))]);
  if (!wrong.length) return null;
  return `not the ${scope} cabinet: its manifest has ${wrong.map(([field, value, want]) => `${field} ${JSON.stringify(value) ?? 'missing'} (${scope} needs ${want})`).join(', ')}`;
}
