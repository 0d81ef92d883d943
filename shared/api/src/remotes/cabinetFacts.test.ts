import { cabinetFactsOf, checkCabinetFacts, opensOnLanding } from './cabinetFacts';

const LKD = { name: 'Кабинет дебитора', home: '/lkd/critical', landing: '/lkd/supplies' };

describe("a cabinet's facts from its manifest", () => {
  it("takes the name, home and landing page a manifest's metaData.cabinet declares for its own scope", () => {
    expect(cabinetFactsOf('LKD', { metaData: { cabinet: LKD } })).toEqual(LKD);
    expect(cabinetFactsOf('LKD', { metaData: { cabinet: { ...LKD, home: '/lkd' } } })).toEqual({ ...LKD, home: '/lkd' });
  });

  it('takes none from a manifest that declares none (an older build): the host falls back', () => {
    expect(cabinetFactsOf('LKD', { metaData: {} })).toBeNull();
    expect(cabinetFactsOf('LKD', null)).toBeNull();
  });

  it.each([
    ['a home in another cabinet', { ...LKD, home: '/lkk/main' }],
    ['a landing page on another origin', { ...LKD, landing: '//evil.example/lkd' }],
    ['an absolute address', { ...LKD, home: 'https://evil.example/lkd/critical' }],
    ['a path escape', { ...LKD, landing: '/lkd/../lkk/main' }],
    ['an encoded path escape', { ...LKD, landing: '/lkd/%2e%2e/lkk' }],
    ['a query', { ...LKD, home: '/lkd/critical?x=1' }],
    ['a prefix that only looks like the cabinet', { ...LKD, home: '/lkdx/critical' }],
    ['an empty name', { ...LKD, name: '  ' }],
    ['a name over several lines', { ...LKD, name: 'Кабинет\nдебитора' }],
    ['a name that is not text', { ...LKD, name: 7 }],
  ])('refuses %s', (_, facts) => {
    expect(checkCabinetFacts('LKD', facts)).toBeNull();
  });
});

describe('whether a page opens on the landing page', () => {
  it('is the declared landing page itself, the cabinet root, the portal root or /login', () => {
    expect(['/', '', '/login', '/lkd/supplies', '/lkd/supplies/', '/lkd', '/lkd/'].map((path) => opensOnLanding(path, 'LKD', '/lkd/supplies'))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['/lkd/reports', '/lkk/main', '/lkd/supplies/x'].map((path) => opensOnLanding(path, 'LKD', '/lkd/supplies'))).toEqual([false, false, false]);
  });

  it('follows the landing page a cabinet moves, and without one knows the roots only', () => {
    expect(opensOnLanding('/lkd/critical', 'LKD', '/lkd/critical')).toBe(true);
    expect(opensOnLanding('/lkd/supplies', 'LKD', '/lkd/critical')).toBe(false);
    expect(opensOnLanding('/lkd/supplies', 'LKD', null)).toBe(false);
    expect(opensOnLanding('/lkd', 'LKD', null)).toBe(true);
  });
});
