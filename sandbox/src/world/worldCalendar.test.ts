/**
 * @jest-environment node
 */
import { daysBetween, shiftFromAnchor, WORLD_ANCHOR, WORLD_TODAY, worldTodayFrom } from './worldCalendar';
import { loginTime } from '../users/demoUsers';

describe('the demo world’s today (SANDBOX_TODAY)', () => {
  const noon = new Date(2026, 10, 27, 12, 0);

  it('is the server’s own date when unset, empty or «today», so a demo looks alive', () => {
    expect(worldTodayFrom({}, noon)).toBe('2026-11-27');
    expect(worldTodayFrom({ SANDBOX_TODAY: '' }, noon)).toBe('2026-11-27');
    expect(worldTodayFrom({ SANDBOX_TODAY: 'today' }, noon)).toBe('2026-11-27');
  });

  it('is the date given, whatever the clock says', () => {
    expect(worldTodayFrom({ SANDBOX_TODAY: '2025-05-12' }, noon)).toBe('2025-05-12');
    expect(worldTodayFrom({ SANDBOX_TODAY: ' 2024-02-29 ' }, noon)).toBe('2024-02-29');
  });

  it('refuses what is not a real date, naming the variable', () => {
    for (const bad of ['12.05.2025', '2025-02-30', '2025-5-12', 'yesterday']) {
      expect(() => worldTodayFrom({ SANDBOX_TODAY: bad }, noon)).toThrow(/SANDBOX_TODAY/);
    }
  });

  it('under the unit tests is the anchor', () => {
    expect(WORLD_TODAY).toBe(WORLD_ANCHOR);
  });
});

describe('seeded dates written on the anchor', () => {
  it('move by the days from the anchor to today, keeping the time of day', () => {
    expect(daysBetween('2025-05-12', '2026-11-27')).toBe(564);
    expect(shiftFromAnchor('2025-05-08T14:02:00.000Z', '2026-11-27')).toBe('2026-11-23T14:02:00.000Z');
    expect(shiftFromAnchor('2025-05-12', '2026-11-27')).toBe('2026-11-27');
    expect(shiftFromAnchor('2025-05-08T14:02:00.000Z', WORLD_ANCHOR)).toBe('2025-05-08T14:02:00.000Z');
  });

  it('a demo user’s login time is never later than now', () => {
    expect(loginTime('2025-05-08T14:02:00.000Z', new Date('2026-01-01T00:00:00Z'))).toBe('2025-05-08T14:02:00.000Z');
    expect(loginTime('2025-05-12T09:15:00.000Z', new Date('2025-05-12T08:00:00.000Z'))).toBe('2025-05-12T07:59:00.000Z');
  });
});

describe('the whole world on another day', () => {
  /** The world's registries, newest first, and the supplier's logins, seeded with SANDBOX_TODAY set to `today`. */
  function seededOn(today: string) {
    const saved = process.env.SANDBOX_TODAY;
    process.env.SANDBOX_TODAY = today;
    try {
      let result: { registryDates: string[]; numbers: string[]; logins: Array<string | null> } | undefined;
      jest.isolateModules(() => {
        /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module registry reads the variable anew */
        const { World } = require('./world') as typeof import('./world');
        const { createDemoAccounts } = require('../users/demoUsers') as typeof import('../users/demoUsers');
        /* eslint-enable @typescript-eslint/no-require-imports */
        const registries = [...new World().registries.values()].sort((a, b) => b.createDate.localeCompare(a.createDate));
        const supplier = createDemoAccounts().find((account) => account.user.username === 'supplier');
        result = {
          registryDates: registries.map((registry) => registry.createDate.slice(0, 10)),
          numbers: registries.map((registry) => registry.number),
          logins: [supplier?.user.currentLoginTime ?? null, supplier?.user.previousLoginTime ?? null],
        };
      });
      return result!;
    } finally {
      process.env.SANDBOX_TODAY = saved;
    }
  }

  it('moves every seeded date by the same days, so the same world is as recent on any day', () => {
    const anchored = seededOn('2025-05-12');
    const moved = seededOn('2026-11-27');
    expect(moved.registryDates).toEqual(anchored.registryDates.map((date) => shiftFromAnchor(date, '2026-11-27')));
    expect((moved.registryDates[0] ?? '') <= '2026-11-27').toBe(true);
    expect((moved.registryDates[0] ?? '') >= '2026-11-01').toBe(true);
    expect(moved.logins[1]).toBe('2026-11-23T14:02:00.000Z');
    expect(anchored.numbers[0]).toMatch(/\/25$/);
    expect(moved.numbers[0]).toMatch(/\/26$/);
  });
});
