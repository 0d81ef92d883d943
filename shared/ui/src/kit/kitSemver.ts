/** The UI kit's export lists per entry (`@portal/ui/chakra`, `@portal/ui/router`) as released in one version. */
export type KitExports = Record<string, readonly string[]>;

export type Bump = 'major' | 'minor' | 'patch';

/** The smallest release a change of the export lists needs: removing a name breaks remotes, adding one does not. */
export function requiredBump(previous: KitExports, next: KitExports): Bump {
  let bump: Bump = 'patch';
  for (const entry of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    const before = new Set(previous[entry] ?? []);
    const after = new Set(next[entry] ?? []);
    if ([...before].some((name) => !after.has(name))) return 'major';
    if ([...after].some((name) => !before.has(name))) bump = 'minor';
  }
  return bump;
}

function parts(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a plain semantic version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The bump between two versions ('patch' for equal ones is not a release and is refused by the caller). */
export function bumpBetween(from: string, to: string): Bump | 'none' | 'backwards' {
  const [a, b, c] = parts(from);
  const [x, y, z] = parts(to);
  if (x !== a) return x > a ? 'major' : 'backwards';
  if (y !== b) return y > b ? 'minor' : 'backwards';
  if (z !== c) return z > c ? 'patch' : 'backwards';
  return 'none';
}

const RANK: Record<Bump, number> = { patch: 0, minor: 1, major: 2 };

/** Whether going from one version to the next is a big enough release for what changed. */
export function isEnoughBump(actual: Bump, needed: Bump): boolean {
  return RANK[actual] >= RANK[needed];
}

export function compareVersions(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}
