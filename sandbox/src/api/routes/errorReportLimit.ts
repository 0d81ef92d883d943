import { createHash } from 'node:crypto';

/** Reports one user may send within the window (repeats included); past it POST log/error answers 429, unlogged. */
export const MAX_ERROR_REPORTS_PER_USER = 60;
const REPORT_WINDOW_MS = 60_000;
/** A report repeating one already logged for the user within this time is counted, not logged again. */
const REPEAT_WINDOW_MS = 10 * 60_000;
/** Distinct reports remembered per user for de-duplication (the oldest is forgotten first). */
const REMEMBERED_PER_USER = 200;
export const TOO_MANY_REPORTS_TEXT = 'Слишком много сообщений об ошибках. Повторите позже.';

export type ReportVerdict =
  /** Log it; `repeats` is how often it came, unlogged, since it was last logged. */
  | { kind: 'log'; repeats: number }
  | { kind: 'repeat' }
  | { kind: 'limited' };

interface UserReports {
  windowStart: number;
  count: number;
  /** Report fingerprint → when it was last logged and how often it came since. */
  seen: Map<string, { loggedAt: number; repeats: number }>;
}

/**
 * Keeps one user's front-end error reports from flooding the log: a rate limit per user, and a repeated report (same
 * message and page) logged once per ten minutes with the number of repeats in between. Bounded per user; users are
 * the sandbox's known accounts.
 */
export function createErrorReportLimit(now: () => number = Date.now) {
  const users = new Map<string, UserReports>();
  return {
    judge(userId: string, message: string, url: string | undefined): ReportVerdict {
      const at = now();
      const reports = users.get(userId) ?? { windowStart: at, count: 0, seen: new Map() };
      users.set(userId, reports);
      if (at - reports.windowStart >= REPORT_WINDOW_MS) Object.assign(reports, { windowStart: at, count: 0 });
      reports.count += 1;
      if (reports.count > MAX_ERROR_REPORTS_PER_USER) return { kind: 'limited' };
      const fingerprint = createHash('sha256').update(message).update('\u0000').update(url ?? '').digest('base64');
      const seen = reports.seen.get(fingerprint);
      if (seen && at - seen.loggedAt < REPEAT_WINDOW_MS) {
        seen.repeats += 1;
        return { kind: 'repeat' };
      }
      reports.seen.delete(fingerprint);
      reports.seen.set(fingerprint, { loggedAt: at, repeats: 0 });
      if (reports.seen.size > REMEMBERED_PER_USER) reports.seen.delete(reports.seen.keys().next().value as string);
      return { kind: 'log', repeats: seen?.repeats ?? 0 };
    },
  };
}
