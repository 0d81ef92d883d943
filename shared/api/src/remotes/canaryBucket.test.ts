import { canaryBucket } from './canaryBucket';

const identities = Array.from({ length: 20_000 }, (_, index) => `8d1c5f3e-2a4b-4c6d-9e8f-${index.toString(16).padStart(12, '0')}`);

describe('canaryBucket', () => {
  it('gives the same identity the same bucket every time', () => {
    const first = identities.slice(0, 200).map((identity) => canaryBucket('LKK', identity));
    expect(identities.slice(0, 200).map((identity) => canaryBucket('LKK', identity))).toEqual(first);
    expect(first.every((bucket) => Number.isInteger(bucket) && bucket >= 0 && bucket < 100)).toBe(true);
  });

  it('spreads identities evenly over the 100 buckets (chi-square within the 99.9 % bound)', () => {
    const counts = new Array<number>(100).fill(0);
    for (const identity of identities) counts[canaryBucket('LKK', identity)]! += 1;
    const expected = identities.length / 100;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 99 degrees of freedom: P(χ² > 148.2) = 0.001.
    expect(chiSquare).toBeLessThan(148.2);
    // A 10 % canary gets close to 10 % of users.
    const inTen = identities.filter((identity) => canaryBucket('LKK', identity) < 10).length / identities.length;
    expect(inTen).toBeGreaterThan(0.09);
    expect(inTen).toBeLessThan(0.11);
  });

  it("draws each cabinet's canary share from other users", () => {
    const lkk = identities.slice(0, 1_000).filter((identity) => canaryBucket('LKK', identity) < 10);
    const bothCanary = lkk.filter((identity) => canaryBucket('LKD', identity) < 10).length;
    // Independent buckets: about 10 % of LKK's canary users are LKD's too, not all of them.
    expect(bothCanary).toBeLessThan(lkk.length / 2);
  });
});
