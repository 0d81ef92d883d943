import type { ErrorLog } from '@portal/api';
import { http } from '../http/http';
import type { PortalRequestOptions } from '../http/requestOptions';

/** A failing report must never be reported again or open a dialog: silent, no refresh on 401, caught by callers. */
const LOG_OPTIONS: PortalRequestOptions = { method: 'post', silent: true, noUnauthorizedRetry: true };
const MAX_MESSAGE = 10_000;

let describeContext: () => string = () => '';

/**
 * What every report carries after its message: the host sets the versions the user runs (host and cabinet, decision
 * 0042), so support reads them from any front-end error without asking the user.
 */
export function setErrorLogContext(describe: () => string): void {
  describeContext = describe;
}

/** The message with the context line after it, the context kept whole within the body's 10 000 characters. */
export function withErrorLogContext(message: string): string {
  let context = '';
  try {
    context = describeContext();
  } catch {
    context = '';
  }
  if (!context) return message.slice(0, MAX_MESSAGE);
  const tail = `\n${context}`.slice(0, MAX_MESSAGE / 2);
  return `${message.slice(0, MAX_MESSAGE - tail.length)}${tail}`;
}

/** POST log/error (spec §7), with the context line; a failed report rejects (callers drop it). */
export function sendErrorLog(entry: ErrorLog): Promise<unknown> {
  return http('log/error', { ...LOG_OPTIONS, json: { ...entry, message: withErrorLogContext(entry.message) } });
}
