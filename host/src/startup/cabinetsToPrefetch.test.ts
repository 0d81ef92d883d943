import { cabinetsToPrefetch } from './cabinetsToPrefetch';

describe('which cabinets start-up fetches before the user is loaded', () => {
  it.each([
    // A cabinet page names its cabinet, with or without a likely session (its manifest is a small JSON read).
    ['/lkd/supplies', false, null, ['LKD'], 'LKD'],
    ['/lkd/supplies', true, 'LKK', ['LKD'], 'LKD'],
    // Back from the login at / : the cabinet the user was last in…
    ['/', true, 'LKA', ['LKA'], 'LKA'],
    // …or, in a browser that remembers none, every cabinet's manifest, the scripts once the user says which.
    ['/', true, null, ['LKK', 'LKD', 'LKA', 'LKP'], null],
    // A first visit on its way to the login page reads nothing (ARCHITECTURE rule 10), remembered or not.
    ['/', false, 'LKA', [], null],
    ['/ukep', false, null, [], null],
  ])('%s, session likely %s, remembered %s: reads %j, preloads %s', (pathname, likely, remembered, read, expected) => {
    expect(cabinetsToPrefetch(pathname, likely, remembered)).toEqual({ read, expected });
  });
});
