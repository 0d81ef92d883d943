import { buildContainerName, cabinetIdentityProblem, isContainerNameOf } from './cabinetIdentity';

const manifestOf = (name: string, buildName?: string, globalName = name) => ({
  name,
  metaData: { globalName, remoteEntry: { name: 'remoteEntry.js', path: '' }, buildInfo: { buildVersion: '1.0.0', ...(buildName ? { buildName } : {}) } },
});

describe('cabinetIdentityProblem', () => {
  it("accepts the scope's own build named after itself, with or without its package name", () => {
    expect(cabinetIdentityProblem('LKD', manifestOf('lkd_1a2b3c4d', 'remote-lkd'))).toBeNull();
    expect(cabinetIdentityProblem('LKD', manifestOf('lkd_1a2b3c4d'))).toBeNull();
  });

  it('accepts a build from before builds were named after themselves (container and global "lkd")', () => {
    expect(cabinetIdentityProblem('LKD', manifestOf('lkd', 'remote-lkd'))).toBeNull();
  });

  it('refuses a build of another cabinet, naming what it is', () => {
    expect(cabinetIdentityProblem('LKD', manifestOf('lkk_1a2b3c4d', 'remote-lkk'))).toBe(
      'not the LKD cabinet: its manifest has name "lkk_1a2b3c4d" (LKD needs "lkd" or "lkd_<build>"), metaData.globalName "lkk_1a2b3c4d" (LKD needs "lkd" or "lkd_<build>"), metaData.buildInfo.buildName "remote-lkk" (LKD needs "remote-lkd")',
    );
    expect(cabinetIdentityProblem('LKD', manifestOf('lkk', 'remote-lkk'))).toMatch(/^not the LKD cabinet: its manifest has name "lkk" \(LKD needs "lkd" or "lkd_<build>"\)/);
  });

  it('refuses a renamed container, a global that is not its name, or a foreign package even when the rest matches', () => {
    expect(cabinetIdentityProblem('LKD', { ...manifestOf('lkd_1a2b3c4d', 'remote-lkd'), name: 'lkdx' })).toMatch(/^not the LKD cabinet: its manifest has name "lkdx"/);
    expect(cabinetIdentityProblem('LKD', manifestOf('lkd_1a2b3c4d', 'remote-lkd', 'lkd_99999999'))).toBe(
      'not the LKD cabinet: its manifest has metaData.globalName "lkd_99999999" (LKD needs its name "lkd_1a2b3c4d")',
    );
    expect(cabinetIdentityProblem('LKD', manifestOf('lkd_1a2b3c4d', 'remote-lkd', 'lkd'))).toMatch(/metaData\.globalName "lkd" \(LKD needs its name "lkd_1a2b3c4d"\)$/);
    expect(cabinetIdentityProblem('LKD', manifestOf('lkd_1a2b3c4d', 'remote-lka'))).toMatch(/metaData\.buildInfo\.buildName "remote-lka" \(LKD needs "remote-lkd"\)$/);
  });

  it('refuses a manifest that names no container', () => {
    expect(cabinetIdentityProblem('LKP', { metaData: {} })).toBe(
      'not the LKP cabinet: its manifest has name missing (LKP needs "lkp" or "lkp_<build>"), metaData.globalName missing (LKP needs "lkp" or "lkp_<build>")',
    );
    expect(cabinetIdentityProblem('LKP', null)).toMatch(/^not the LKP cabinet/);
  });
});

describe('container names of builds', () => {
  it("names a build's container after the cabinet and the build", () => {
    expect(buildContainerName('LKA', '0f9e8d7c')).toBe('lka_0f9e8d7c');
  });

  it("takes a cabinet's bare name or its name with a build token, nothing else", () => {
    expect(isContainerNameOf('LKA', 'lka')).toBe(true);
    expect(isContainerNameOf('LKA', 'lka_0f9e8d7c')).toBe(true);
    for (const name of ['lka_', 'lka-0f9e', 'lka_0F9E', 'lkaa', 'lkk_0f9e8d7c', 'xlka', '', undefined, 7]) expect(isContainerNameOf('LKA', name)).toBe(false);
  });
});
