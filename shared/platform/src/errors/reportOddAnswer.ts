import { sendErrorLog } from './sendErrorLog';

const reported = new Set<string>();
const MAX_REPORTS = 50;

/**
 * POST log/error for an answer the portal could only partly read (ARCHITECTURE rule 9): once per distinct
 * problem in a page life, so a list re-fetched every minute does not flood the log.
 */
export function reportOddAnswer(call: string, problem: string): void {
  const message = `Unexpected answer of ${call}: ${problem}`.slice(0, 10_000);
  if (reported.has(message) || reported.size >= MAX_REPORTS) return;
  reported.add(message);
  sendErrorLog({ message, url: window.location.href.slice(0, 2_000) }).catch(() => undefined);
}

/** Forgets what was reported (tests). */
export function resetOddAnswerReports(): void {
  reported.clear();
}
