import { compareVersions, isCspVersionSupported, isPluginVersionSupported, type VersionTriple } from './versions';

describe('plug-in and CSP versions (spec §5: at least 2.0.12438 and 4)', () => {
  it.each<[VersionTriple, boolean]>([
    [[2, 0, 12438], true],
    [[2, 0, 12437], false],
    [[2, 0, 15400], true],
    [[2, 1, 0], true],
    [[1, 9, 99999], false],
    [[3, 0, 0], true],
    [[2, 0, Number.NaN], false],
  ])('plug-in %j supported: %s', (version, supported) => {
    expect(isPluginVersionSupported(version)).toBe(supported);
  });

  it.each<[VersionTriple, boolean]>([
    [[4, 0, 0], true],
    [[5, 0, 12800], true],
    [[3, 9, 8423], false],
    [[0, 0, 0], false],
  ])('CSP %j supported: %s', (version, supported) => {
    expect(isCspVersionSupported(version)).toBe(supported);
  });

  it('compares component by component', () => {
    expect(compareVersions([2, 0, 10], [2, 0, 9])).toBeGreaterThan(0);
    expect(compareVersions([2, 0, 9], [2, 1, 0])).toBeLessThan(0);
    expect(compareVersions([2, 0, 9], [2, 0, 9])).toBe(0);
  });
});
