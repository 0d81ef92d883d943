import { SCOPES, type Scope } from '@portal/api';
import { cabinetRedirect } from './cabinetRedirect';

const OWN_PAGES: Record<Scope, string[]> = {
  LKK: ['/lkk/main', '/lkk/reports', '/lkk/events', '/lkk/registries', '/lkk/edo', '/lkk/tariffs', '/lkk/registriesX/5/detail'],
  LKD: ['/lkd/critical', '/lkd/supplies', '/lkd/reports', '/lkd/events', '/lkd/registriesX/5/detail'],
  LKA: ['/lka/main', '/lka/supplies', '/lka/reward', '/lka/edo', '/lka/reward/3/detail'],
  LKP: ['/lkp/main', '/lkp/reports', '/lkp/events', '/lkp/registries', '/lkp/edo', '/lkp/tariffs'],
};

describe('cabinetRedirect', () => {
  const cases = SCOPES.flatMap((userScope) =>
    SCOPES.flatMap((cabinet) => {
      const prefix = `/${cabinet.toLowerCase()}`;
      const paths = [prefix, `${prefix}/`, ...OWN_PAGES[cabinet]];
      return paths.map((path) => [userScope, path, cabinet === userScope ? null : `/${userScope.toLowerCase()}`] as const);
    }),
  );

  it.each(cases)('user of %s at %s goes to %s', (userScope, path, expected) => {
    expect(cabinetRedirect(path, userScope)).toBe(expected);
  });

  it("leaves the user's own cabinet root to the cabinet, which knows its landing page", () => {
    expect(SCOPES.map((scope) => cabinetRedirect(`/${scope.toLowerCase()}`, scope))).toEqual([null, null, null, null]);
    expect(SCOPES.map((scope) => cabinetRedirect('/lkk', scope))).toEqual([null, '/lkd', '/lka', '/lkp']);
  });

  it('compares the cabinet segment case-insensitively', () => {
    expect(cabinetRedirect('/LKK/main', 'LKK')).toBeNull();
  });
});
