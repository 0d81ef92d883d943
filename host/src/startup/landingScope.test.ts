import { landingScopeOf, opensOnLanding } from './landingScope';

describe('the landing page a page opens on', () => {
  it('is the cabinet landing page itself, the cabinet root, the portal root or /login', () => {
    expect(['/', '', '/login', '/lkk/main', '/lkk/main/', '/lkk'].map((path) => opensOnLanding(path, 'LKK'))).toEqual([true, true, true, true, true, true]);
    expect(['/lkk/registries', '/lkd/supplies', '/lkk/main/x'].map((path) => opensOnLanding(path, 'LKK'))).toEqual([false, false, false]);
    expect(landingScopeOf('LKD', '/lkd/supplies')).toBe('LKD');
    expect(landingScopeOf('LKD', '/lkd/reports')).toBeNull();
    expect(landingScopeOf(null, '/')).toBeNull();
    expect(landingScopeOf('XYZ', '/')).toBeNull();
  });
});
