import { reportOddAnswer, failureStatus } from '@portal/platform';

/**
 * Logs a failed call through POST log/error (once per distinct problem in a page life) and returns its HTTP status,
 * for the calls whose failure the user is not shown: file downloads (spec §8) and calls beyond spec §7 that a
 * spec-only server answers 404.
 */
export function logCallFailure(call: string, error: unknown, what = 'failed'): number | undefined {
  const status = failureStatus(error);
  reportOddAnswer(call, `${what}${status === undefined ? '' : ` (${status})`}: ${error instanceof Error ? error.message : String(error)}`);
  return status;
}
