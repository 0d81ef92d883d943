import type { ErrorLog } from '@portal/api';
import { errorLogEntry } from './errorLogEntry';
import { sendErrorLog } from './sendErrorLog';

/** More distinct errors than this in one page life are not sent (a broken page must not flood the log). */
const MAX_REPORTS = 50;

export interface ErrorReporting {
  /** Removes the window listeners. */
  stop(): void;
}

/**
 * Sends uncaught errors and unhandled rejections of the page to POST log/error (spec §7), once per distinct
 * error (same message and stack). A failed report is dropped quietly.
 */
export function reportUncaughtErrors(target: Window = window, send: (entry: ErrorLog) => Promise<unknown> = sendErrorLog): ErrorReporting {
  const reported = new Set<string>();

  const report = (reason: unknown, fallbackMessage: string) => {
    const entry = errorLogEntry(reason, fallbackMessage, target.location.href);
    const key = `${entry.message}\n${entry.stack ?? ''}`;
    if (reported.has(key) || reported.size >= MAX_REPORTS) return;
    reported.add(key);
    send(entry).catch(() => undefined);
  };

  const onError = (event: ErrorEvent) => report(event.error ?? event.message, 'Script error');
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, 'Unhandled promise rejection');

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return {
    stop() {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
