import { sendErrorLog, type PageCodeVerdict } from '@portal/platform';
import type { RunningCabinet } from './runningVersions';

/** The report's fields after a fixed prefix, as JSON (like the fall-back reports, decision 0042). */
export const PAGE_CODE_PREFIX = 'Cabinet page code failed to load: ';

/**
 * POST log/error for a page of the running cabinet whose code did not load: the scope, the running version and its
 * URL, the chunk, and the verdict (version-gone: ops removed the files of a version pages still run). The versions
 * line follows as in every report.
 */
export function reportPageCodeFailure(running: RunningCabinet, chunk: string | null, verdict: PageCodeVerdict, error: unknown): void {
  const reason = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2_000);
  const fields = { scope: running.scope, runningUrl: running.url, runningVersion: running.version, chunk, verdict, reason };
  sendErrorLog({ message: `${PAGE_CODE_PREFIX}${JSON.stringify(fields)}`, url: window.location.href.slice(0, 2_000) }).catch(() => undefined);
}
