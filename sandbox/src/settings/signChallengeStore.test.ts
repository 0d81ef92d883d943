import { MAX_OPEN_CHALLENGES, SignChallengeStore } from './signChallengeStore';

describe('sign-in challenges asked for without signing in', () => {
  it('are dropped once expired, whether or not anyone redeems them', () => {
    const store = new SignChallengeStore();
    const start = Date.UTC(2026, 10, 23, 12);
    for (let index = 0; index < 100; index += 1) store.issue(start, `client${index}`);
    expect(store.size).toBe(100);
    const later = store.issue(start + 5 * 60 * 1000 + 1);
    expect(store.size).toBe(1);
    expect(store.redeem(later ?? '', start + 5 * 60 * 1000 + 2)).toBe(true);
  });

  it('never exceed the bound and never drop an unexpired one: new ones are refused until some expire', () => {
    const store = new SignChallengeStore();
    const now = Date.UTC(2026, 10, 23, 12);
    const first = store.issue(now);
    for (let index = 0; index < MAX_OPEN_CHALLENGES + 50; index += 1) store.issue(now, `client${index}`);
    expect(store.size).toBe(MAX_OPEN_CHALLENGES);
    expect(store.issue(now + 1000)).toBeUndefined();
    expect(store.redeem(first ?? '', now)).toBe(true);
    expect(store.issue(now + 1000)).toEqual(expect.any(String));
    // The others expire at now + 5 min, the one issued at now + 1 s later.
    expect(store.issue(now + 5 * 60 * 1000 + 1)).toEqual(expect.any(String));
    expect(store.size).toBe(2);
  });

  it('work once, within five minutes', () => {
    const store = new SignChallengeStore();
    const now = Date.UTC(2026, 10, 23, 12);
    const message = store.issue(now) ?? '';
    expect(store.redeem(message, now + 1000)).toBe(true);
    expect(store.redeem(message, now + 2000)).toBe(false);
    expect(store.redeem(store.issue(now) ?? '', now + 5 * 60 * 1000 + 1)).toBe(false);
  });
});

describe('page-made sign-in challenges recorded as used', () => {
  const origin = 'https://portal.example';
  const at = (time: number) => `Вход в личный кабинет: ${origin}; ${new Date(time).toISOString()}; ${crypto.randomUUID()}`;

  it('are fresh only for their origin, within five minutes, until recorded', () => {
    const store = new SignChallengeStore();
    const now = Date.UTC(2026, 10, 23, 12);
    const message = at(now);
    expect(store.isFreshPageMade(message, 'https://elsewhere.example', now)).toBe(false);
    expect(store.isFreshPageMade(message, origin, now + 5 * 60 * 1000 + 1)).toBe(false);
    expect(store.isFreshPageMade(message, origin, now)).toBe(true);
    expect(store.isFreshPageMade(message, origin, now)).toBe(true);
    expect(store.recordPageMade(message, origin, now)).toBe(true);
    expect(store.isFreshPageMade(message, origin, now + 1000)).toBe(false);
  });

  it('are never forgotten while unexpired: a full record refuses new ones instead', () => {
    const store = new SignChallengeStore();
    const now = Date.UTC(2026, 10, 23, 12);
    const first = at(now);
    expect(store.recordPageMade(first, origin, now)).toBe(true);
    for (let index = 1; index < MAX_OPEN_CHALLENGES; index += 1) expect(store.recordPageMade(at(now + 60_000), origin, now)).toBe(true);
    const late = at(now + 1000);
    expect(store.recordPageMade(late, origin, now + 1000)).toBe(false);
    expect(store.isFreshPageMade(first, origin, now + 1000)).toBe(false);
    // Once the first has expired it gives way (it could not be redeemed any more anyway).
    expect(store.recordPageMade(late, origin, now + 5 * 60 * 1000 + 1)).toBe(true);
    expect(store.isFreshPageMade(late, origin, now + 5 * 60 * 1000 + 2)).toBe(false);
  });
});

describe('sign-in challenges asked for from one client address', () => {
  it('never fill the pool: past its own bound the address loses its own oldest, and others still get messages', () => {
    const store = new SignChallengeStore(100, 10);
    const now = Date.UTC(2026, 10, 23, 12);
    const flooderFirst = store.issue(now, '203.0.113.5');
    let flooderLast: string | undefined;
    for (let index = 0; index < 1_000; index += 1) flooderLast = store.issue(now, '203.0.113.5');
    expect(store.size).toBe(10);
    const someoneElse = store.issue(now, '198.51.100.7');
    expect(someoneElse).toEqual(expect.any(String));
    expect(store.redeem(someoneElse ?? '', now)).toBe(true);
    expect(store.redeem(flooderLast ?? '', now)).toBe(true);
    expect(store.redeem(flooderFirst ?? '', now)).toBe(false);
  });

  it('count only open ones: redeemed and expired ones free the address', () => {
    const store = new SignChallengeStore(100, 2);
    const now = Date.UTC(2026, 10, 23, 12);
    const first = store.issue(now, 'a');
    expect(store.redeem(first ?? '', now)).toBe(true);
    const second = store.issue(now, 'a');
    const third = store.issue(now + 5 * 60 * 1000 + 1, 'a');
    const fourth = store.issue(now + 5 * 60 * 1000 + 1, 'a');
    expect(second).toBeDefined();
    expect(store.size).toBe(2);
    expect(store.redeem(third ?? '', now + 5 * 60 * 1000 + 2)).toBe(true);
    expect(store.redeem(fourth ?? '', now + 5 * 60 * 1000 + 2)).toBe(true);
  });
});
