import * as chakraEntry from './chakra';
import * as routerEntry from './router';
import * as queryEntry from './query';
import * as formEntry from './form';
import * as iconsEntry from './icons';
import * as formatEntry from '../format';
import packageJson from '../../package.json';
import kitVersions from '../../kitVersions.json';
import { bumpBetween, compareVersions, isEnoughBump, requiredBump, type KitExports } from './kitSemver';

const history = kitVersions as Record<string, KitExports>;
const released = Object.keys(history).sort(compareVersions);

describe('requiredBump', () => {
  it.each([
    [{ e: ['A', 'B'] }, { e: ['A', 'B'] }, 'patch'],
    [{ e: ['A'] }, { e: ['A', 'B'] }, 'minor'],
    [{ e: ['A', 'B'] }, { e: ['A'] }, 'major'],
    [{ e: ['A'] }, { e: ['B'] }, 'major'],
    [{ e: ['A'] }, { e: ['A'], f: ['C'] }, 'minor'],
    [{ e: ['A'], f: ['C'] }, { e: ['A'] }, 'major'],
  ])('%j → %j needs a %s release', (before, after, bump) => {
    expect(requiredBump(before, after)).toBe(bump);
  });
});

describe('bumpBetween', () => {
  it.each([
    ['1.0.0', '1.0.1', 'patch'],
    ['1.0.3', '1.1.0', 'minor'],
    ['1.4.2', '2.0.0', 'major'],
    ['1.1.0', '1.1.0', 'none'],
    ['1.1.0', '1.0.9', 'backwards'],
  ])('%s → %s is %s', (from, to, bump) => {
    expect(bumpBetween(from, to)).toBe(bump);
  });
});

describe('the UI kit export list is pinned to its version', () => {
  const actual: KitExports = {
    '@portal/ui/chakra': Object.keys(chakraEntry).sort(),
    '@portal/ui/router': Object.keys(routerEntry).sort(),
    '@portal/ui/query': Object.keys(queryEntry).sort(),
    '@portal/ui/form': Object.keys(formEntry).sort(),
    '@portal/ui/icons': Object.keys(iconsEntry).sort(),
    '@portal/ui/format': Object.keys(formatEntry).sort(),
  };

  it("lists the kit's current version in kitVersions.json", () => {
    expect(released).toContain(packageJson.version);
    expect(released[released.length - 1]).toBe(packageJson.version);
  });

  it('exports exactly the names recorded for this version (a change needs a new version entry)', () => {
    const pinned = history[packageJson.version] ?? {};
    expect(actual).toEqual(Object.fromEntries(Object.entries(pinned).map(([entry, names]) => [entry, [...names].sort()])));
  });

  it('bumps each release enough for what it changed: added names a minor, removed names a major', () => {
    for (let i = 1; i < released.length; i += 1) {
      const from = released[i - 1] as string;
      const to = released[i] as string;
      const actualBump = bumpBetween(from, to);
      if (actualBump === 'none' || actualBump === 'backwards') throw new Error(`${from} → ${to} is not a release`);
      const needed = requiredBump(history[from] ?? {}, history[to] ?? {});
      expect({ from, to, enough: isEnoughBump(actualBump, needed), needed }).toEqual({ from, to, enough: true, needed });
    }
  });
});
