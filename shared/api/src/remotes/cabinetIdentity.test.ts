import { cabinetIdentityProblem } from './cabinetIdentity';

const manifestOf = (name: string, buildName?: string) => ({
  name,
  metaData: { globalName: name, remoteEntry: { name: 'remoteEntry.js', path: '' }, buildInfo: { buildVersion: '1.0.0', ...(buildName ? { buildName } : {}) } },
});

describe('cabinetIdentityProblem', () => {
  it("accepts the scope's own build, with or without its package name", () => {
    expect(cabinetIdentityProblem('LKD', manifestOf('lkd', 'remote-lkd'))).toBeNull();
    expect(cabinetIdentityProblem('LKD', manifestOf('lkd'))).toBeNull();
  });

  it('refuses a build of another cabinet, naming what it is', () => {
    expect(cabinetIdentityProblem('LKD', manifestOf('lkk', 'remote-lkk'))).toBe(
      'not the LKD cabinet: its manifest has name "lkk" (LKD needs "lkd"), metaData.globalName "lkk" (LKD needs "lkd"), metaData.buildInfo.buildName "remote-lkk" (LKD needs "remote-lkd")',
    );
  });

  it('refuses a renamed container or a foreign package even when the rest matches', () => {
    expect(cabinetIdentityProblem('LKD', { ...manifestOf('lkd', 'remote-lkd'), name: 'lkd_v2' })).toMatch(/^not the LKD cabinet: its manifest has name "lkd_v2"/);
    expect(cabinetIdentityProblem('LKD', manifestOf('lkd', 'remote-lka'))).toMatch(/metaData\.buildInfo\.buildName "remote-lka" \(LKD needs "remote-lkd"\)$/);
  });

  it('refuses a manifest that names no container', () => {
    expect(cabinetIdentityProblem('LKP', { metaData: {} })).toBe('not the LKP cabinet: its manifest has name missing (LKP needs "lkp"), metaData.globalName missing (LKP needs "lkp")');
    expect(cabinetIdentityProblem('LKP', null)).toMatch(/^not the LKP cabinet/);
  });
});
