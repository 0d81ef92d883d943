import type { Scope } from '@portal/api';
import { sendErrorLog } from '@portal/platform';
import type { StartFailureStage } from './remoteFailure';

interface Version {
  url: string;
  version: string | null;
}

interface Failure extends Version {
  stage: StartFailureStage;
  error: Error;
}

/** The report's fields after a fixed prefix, as JSON: log tooling and support read them by name (decision 0042). */
export const FALLBACK_PREFIX = 'Cabinet version fell back: ';
export const FAILURE_PREFIX = 'Cabinet failed to start in every version: ';

const reasonOf = (failure: Failure) => `${failure.stage}: ${failure.error.message}`.slice(0, 2_000);
const pageUrl = () => window.location.href.slice(0, 2_000);

/**
 * POST log/error (spec §7) for a version that failed to start while another was used instead, so the user saw
 * no error: the scope, the failed URL and version, the reason, and the URL and version used instead.
 */
export function reportCabinetFallback(scope: Scope, failed: Failure, used: Version): void {
  const fields = { scope, failedUrl: failed.url, failedVersion: failed.version, reason: reasonOf(failed), usedUrl: used.url, usedVersion: used.version };
  sendErrorLog({ message: `${FALLBACK_PREFIX}${JSON.stringify(fields)}`, ...(failed.error.stack ? { stack: failed.error.stack.slice(0, 50_000) } : {}), url: pageUrl() }).catch(
    () => undefined,
  );
}

/** POST log/error when no version of the cabinet started (the user sees the error view with «Повторить»). */
export function reportCabinetFailure(scope: Scope, failures: Failure[]): void {
  const fields = { scope, failed: failures.map((failure) => ({ url: failure.url, version: failure.version, reason: reasonOf(failure) })) };
  sendErrorLog({ message: `${FAILURE_PREFIX}${JSON.stringify(fields)}`, url: pageUrl() }).catch(() => undefined);
}
