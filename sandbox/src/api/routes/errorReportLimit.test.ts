import { createErrorReportLimit, MAX_ERROR_REPORTS_PER_USER } from './errorReportLimit';

describe('the per-user error report limit', () => {
  it('logs a repeat again after ten minutes, saying how often it came in between', () => {
    let now = Date.UTC(2026, 10, 29, 10);
    const limit = createErrorReportLimit(() => now);
    expect(limit.judge('u', 'boom', '/lkk')).toEqual({ kind: 'log', repeats: 0 });
    for (let minute = 1; minute <= 9; minute += 1) {
      now += 60_000;
      expect(limit.judge('u', 'boom', '/lkk')).toEqual({ kind: 'repeat' });
    }
    now += 60_000;
    expect(limit.judge('u', 'boom', '/lkk')).toEqual({ kind: 'log', repeats: 9 });
  });

  it('opens a new allowance each minute', () => {
    let now = Date.UTC(2026, 10, 29, 10);
    const limit = createErrorReportLimit(() => now);
    for (let index = 0; index < MAX_ERROR_REPORTS_PER_USER; index += 1) limit.judge('u', `m${index}`, undefined);
    expect(limit.judge('u', 'next', undefined)).toEqual({ kind: 'limited' });
    now += 60_000;
    expect(limit.judge('u', 'next', undefined)).toEqual({ kind: 'log', repeats: 0 });
  });
});
