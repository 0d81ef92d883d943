/**
 * Whether a cabinet build can run on this host: the rule the federation runtime applies when the cabinet
 * consumes a shared singleton (a strict one whose required range the host's version does not satisfy is refused),
 * applied before any of the cabinet's code runs. The host checks what the remote's mf-manifest.json declares; the
 * `portal-remotes` pre-flight command also reads the consumes compiled into remoteEntry.js (a build without
 * `metaData.sharedRequirements` is judged by them). Both pass the runtime's own `satisfy` (decision 0042).
 */

export interface SharedRequirement {
  /** The share key (package name or kit entry such as @portal/ui/chakra). */
  name: string;
  requiredVersion: string;
  /** From remoteEntry.js; unknown from the manifest, where our own packages (@portal/…) are the strict ones. */
  strict?: boolean;
}

export interface Incompatibility {
  name: string;
  required: string;
  /** The host's version, or null when it provides none. */
  provided: string | null;
}

export type Satisfy = (version: string, range: string) => boolean;

/**
 * What a remote's mf-manifest.json says it requires: `metaData.sharedRequirements` (our builds, every consumed
 * module with its strictness), else enhanced's own `shared` list (strictness unknown; it leaves out the kit).
 */
export function manifestRequirements(manifest: unknown): SharedRequirement[] {
  const ours = (manifest as { metaData?: { sharedRequirements?: unknown } } | null)?.metaData?.sharedRequirements;
  if (Array.isArray(ours)) {
    return ours.flatMap((item: { name?: unknown; requiredVersion?: unknown; strict?: unknown }) =>
      typeof item?.name === 'string' && typeof item.requiredVersion === 'string' && item.requiredVersion
        ? [{ name: item.name, requiredVersion: item.requiredVersion, strict: item.strict === true }]
        : [],
    );
  }
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  return shared.flatMap((item: { name?: unknown; requiredVersion?: unknown }) =>
    typeof item?.name === 'string' && typeof item.requiredVersion === 'string' && item.requiredVersion ? [{ name: item.name, requiredVersion: item.requiredVersion }] : [],
  );
}

// webpack's consume-shared options as the minifier writes them into remoteEntry.js.
const CONSUME = /requiredVersion:"([^"]*)",strictVersion:(!0|!1|true|false),[^{}]*?shareKey:"([^"]+)"/g;

/** The shared modules remoteEntry.js consumes, with their ranges and strictness. */
export function entryRequirements(entryText: string): SharedRequirement[] {
  const found = new Map<string, SharedRequirement>();
  for (const match of entryText.matchAll(CONSUME)) {
    const [, requiredVersion = '', strict = '', name = ''] = match;
    if (requiredVersion) found.set(name, { name, requiredVersion, strict: strict === '!0' || strict === 'true' });
  }
  return [...found.values()];
}

const isStrict = (requirement: SharedRequirement) => requirement.strict ?? requirement.name.startsWith('@portal/');

/**
 * The strict requirements the host cannot meet: a version that does not satisfy the range, or no version at all.
 * A requirement named twice (manifest and entry) is judged once, strictness from the entry.
 */
export function incompatibilities(hostVersions: Readonly<Record<string, string>>, requirements: SharedRequirement[], satisfy: Satisfy): Incompatibility[] {
  const merged = new Map<string, SharedRequirement>();
  for (const requirement of requirements) {
    const known = merged.get(requirement.name);
    merged.set(requirement.name, known && requirement.strict === undefined ? known : requirement);
  }
  const problems: Incompatibility[] = [];
  for (const requirement of merged.values()) {
    if (!isStrict(requirement)) continue;
    const provided = hostVersions[requirement.name] ?? null;
    if (provided === null || !satisfy(provided, requirement.requiredVersion)) problems.push({ name: requirement.name, required: requirement.requiredVersion, provided });
  }
  return problems;
}

/** One line per problem, as the runtime words it: "@portal/ui/chakra ^1.99.0 (the host has 1.2.0)". */
export function describeIncompatibilities(problems: Incompatibility[]): string {
  return problems.map((problem) => `${problem.name} ${problem.required} (the host has ${problem.provided ?? 'none'})`).join('; ');
}
