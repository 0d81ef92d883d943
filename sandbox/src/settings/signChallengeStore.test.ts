import { MAX_OPEN_CHALLENGES, SignChallengeStore } from './signChallengeStore';

describe('sign-in challenges asked for without signing in', () => {
  it('are dropped once expired, whether or not anyone redeems them', () => {
    const store = new SignChallengeStore();
    const start = Date.UTC(2026, 10, 23, 12);
    for (let index = 0; index < 100; index += 1) store.issue(start);
    expect(store.size).toBe(100);
    const later = store.issue(start + 5 * 60 * 1000 + 1);
    expect(store.size).toBe(1);
    expect(store.redeem(later ?? '', start + 5 * 60 * 1000 + 2)).toBe(true);
  });

  it('never exceed the bound and never drop an unexpired one: new ones are refused until some expire', () => {
    const store = new SignChallengeStore();
    const now = Date.UTC(2026, 10, 23, 12);
    const first = store.issue(now);
    for (let index = 0; index < MAX_OPEN_CHALLENGES + 50; index += 1) store.issue(now);
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
