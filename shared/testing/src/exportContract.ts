/**
 * The version contract of the packages the host provides to every cabinet as strict federation singletons
 * (@portal/platform, @portal/api's zod door, the UI kit's entries). A cabinet built against one release of such a
 * package runs on the host's release when the host's satisfies `^<built against>`. That only protects a cabinet when
 * the version says what changed: every release's public faces — each entry's exported names and their kinds — are
 * recorded per version in the package's `<name>Versions.json`, and a test holds the code and the version to them:
 * an added name needs a minor release, a removed name or a changed kind a major one.
 */

export type ExportKind = 'function' | 'class' | 'object' | 'string' | 'number' | 'boolean' | 'symbol' | 'bigint' | 'undefined';
/** One entry's names with their kinds; records of releases before kinds were kept list the names only. */
export type EntryRecord = Readonly<Record<string, ExportKind>> | readonly string[];
/** One release: share key → its exports. */
export type ReleaseRecord = Readonly<Record<string, EntryRecord>>;
export type Bump = 'major' | 'minor' | 'patch';

/** What a value is, as a caller would use it: a class is constructed, a function called, an object read. */
export function kindOf(value: unknown): ExportKind {
  if (typeof value === 'function') return /^class[\s{]/.test(Function.prototype.toString.call(value)) ? 'class' : 'function';
  if (value === null) return 'object';
  return typeof value as ExportKind;
}

/** A module's runtime exports with their kinds, by name (types are gone at run time and bind nothing). */
export function exportsOf(module: Readonly<Record<string, unknown>>): Record<string, ExportKind> {
  return Object.fromEntries(
    Object.keys(module)
      .filter((name) => name !== '__esModule' && name !== 'default')
      .sort()
      .map((name) => [name, kindOf(module[name])]),
  );
}

const namesOf = (entry: EntryRecord | undefined): string[] => (entry === undefined ? [] : Array.isArray(entry) ? [...entry] : Object.keys(entry));
const kindsOf = (entry: EntryRecord | undefined): Readonly<Record<string, ExportKind>> | null => (entry === undefined || Array.isArray(entry) ? null : (entry as Readonly<Record<string, ExportKind>>));

/** The smallest release a change of the public faces needs. */
export function requiredBump(previous: ReleaseRecord, next: ReleaseRecord): Bump {
  let bump: Bump = 'patch';
  for (const entry of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    const before = new Set(namesOf(previous[entry]));
    const after = new Set(namesOf(next[entry]));
    if ([...before].some((name) => !after.has(name))) return 'major';
    const [kindsBefore, kindsAfter] = [kindsOf(previous[entry]), kindsOf(next[entry])];
    if (kindsBefore && kindsAfter && [...before].some((name) => kindsBefore[name] !== kindsAfter[name])) return 'major';
    if ([...after].some((name) => !before.has(name))) bump = 'minor';
  }
  return bump;
}

function parts(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a plain semantic version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The bump between two versions. */
export function bumpBetween(from: string, to: string): Bump | 'none' | 'backwards' {
  const [a, b, c] = parts(from);
  const [x, y, z] = parts(to);
  if (x !== a) return x > a ? 'major' : 'backwards';
  if (y !== b) return y > b ? 'minor' : 'backwards';
  if (z !== c) return z > c ? 'patch' : 'backwards';
  return 'none';
}

const RANK: Record<Bump, number> = { patch: 0, minor: 1, major: 2 };

/**
 * Whether a release is big enough for what changed. Below 1.0.0 a caret range pins the minor (`^0.2.0` refuses
 * 0.3.0), so the contract needs 1.0.0 or later: a minor release there must keep older cabinets running.
 */
export function isEnoughBump(actual: Bump, needed: Bump): boolean {
  return RANK[actual] >= RANK[needed];
}

export function compareVersions(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** Why a package's code, version and recorded releases do not agree; none when they do. */
export function contractProblems(history: Readonly<Record<string, ReleaseRecord>>, version: string, actual: ReleaseRecord): string[] {
  const problems: string[] = [];
  const released = Object.keys(history).sort(compareVersions);
  if (released.at(-1) !== version) problems.push(`the package is at ${version} but the newest recorded release is ${released.at(-1) ?? 'none'}: record this version's exports`);
  if (parts(version)[0] < 1) problems.push(`${version} is below 1.0.0: a caret range would refuse every later minor release`);
  const pinned = history[version];
  if (pinned) {
    const change = requiredBump(pinned, actual);
    const recordedNames = Object.fromEntries(Object.entries(pinned).map(([entry, names]) => [entry, namesOf(names).sort()]));
    const actualNames = Object.fromEntries(Object.entries(actual).map(([entry, names]) => [entry, namesOf(names).sort()]));
    if (JSON.stringify(recordedNames) !== JSON.stringify(actualNames) || change === 'major') {
      problems.push(`the exports differ from those recorded for ${version} (a ${change} change): release a new version and record it`);
    }
    for (const [entry, record] of Object.entries(pinned)) {
      const kinds = kindsOf(record);
      if (!kinds) problems.push(`${version}'s record of ${entry} lists names without kinds: record the kinds`);
    }
  }
  for (let index = 1; index < released.length; index += 1) {
    const from = released[index - 1] as string;
    const to = released[index] as string;
    const bump = bumpBetween(from, to);
    const needed = requiredBump(history[from] ?? {}, history[to] ?? {});
    if (bump === 'none' || bump === 'backwards') problems.push(`${from} → ${to} is not a release`);
    else if (!isEnoughBump(bump, needed)) problems.push(`${from} → ${to} is a ${bump} release, but its exports changed as a ${needed} one`);
  }
  return problems;
}
