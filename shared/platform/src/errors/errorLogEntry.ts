import type { ErrorLog } from '@portal/api';

const MAX_MESSAGE = 10_000;
const MAX_STACK = 50_000;
const MAX_URL = 2_000;

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) return { message: reason.message || reason.name || 'Error', ...(reason.stack ? { stack: reason.stack } : {}) };
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
}

/** The POST log/error body (errorLogSchema's limits) for an uncaught error or rejection reason. */
export function errorLogEntry(reason: unknown, fallbackMessage: string, url: string): ErrorLog {
  const { message, stack } = describe(reason);
  return {
    message: (message.trim() || fallbackMessage).slice(0, MAX_MESSAGE),
    ...(stack ? { stack: stack.slice(0, MAX_STACK) } : {}),
    url: url.slice(0, MAX_URL),
  };
}
