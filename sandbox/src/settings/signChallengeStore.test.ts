import { MAX_OPEN_CHALLENGES, SignChallengeStore } from './signChallengeStore';

describe('sign-in challenges asked for without signing in', () => {
  it('are dropped once expired, whether or not anyone redeems them', () => {
    const store = new SignChallengeStore();
    const start = Date.UTC(2026, 10, 23, 12);
    for (let index = 0; index < 100; index += 1) store.issue(start);
    expect(store.size).toBe(100);
    const later = store.issue(start + 5 * 60 * 1000 + 1);
    expect(store.size).toBe(1);
    expect(store.redeem(later, start + 5 * 60 * 1000 + 2)).toBe(true);
  });

  it('never exceed the bound: the oldest give way to new ones', () => {
    const store = new SignChallengeStore();
    const now = Date.UTC(2026, 10, 23, 12);
    const first = store.issue(now);
    for (let index = 0; index < MAX_OPEN_CHALLENGES + 50; index += 1) store.issue(now);
    expect(store.size).toBe(MAX_OPEN_CHALLENGES);
    expect(store.redeem(first, now)).toBe(false);
  });

  it('work once, within five minutes', () => {
    const store = new SignChallengeStore();
    const now = Date.UTC(2026, 10, 23, 12);
    const message = store.issue(now);
    expect(store.redeem(message, now + 1000)).toBe(true);
    expect(store.redeem(message, now + 2000)).toBe(false);
    expect(store.redeem(store.issue(now), now + 5 * 60 * 1000 + 1)).toBe(false);
  });
});
