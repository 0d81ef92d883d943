import { ERROR_BANNER_TITLE } from '../http/handleFailedResponse';
import { failureStatus } from '../http/failureStatus';
import { isNetworkFailure } from '../http/networkFailure';
import { UploadFailure } from '../http/uploadWithProgress';
import { reportOddAnswer } from './reportOddAnswer';
import { showError } from '../ui/uiStore';
import { systemErrorText } from './systemErrorText';

/** Statuses the global handling leaves to the caller (spec §8); the others it already reported. */
const LEFT_TO_CALLER = new Set([400, 403, 404, 409]);

async function messageOf(error: unknown): Promise<string | undefined> {
  if (error instanceof UploadFailure) return error.message || undefined;
  const response = (error as { response?: unknown } | null)?.response;
  if (!(response instanceof Response)) return undefined;
  try {
    const body: unknown = await response.clone().json();
    const message = (body as Record<string, unknown> | null)?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec §8 "call failures go to the central error display": a failure the global handling left to the caller (400,
 * 403, 404, 409) or an answer the portal could not read shows the 'Ошибка' banner with the server's `message`;
 * anything the global handling already showed (network, 5xx, 418, …) is not shown twice.
 */
export async function reportCallFailure(call: string, error: unknown): Promise<void> {
  if (error instanceof Error && error.name === 'AbortError') return;
  if (isNetworkFailure(error)) return;
  const status = failureStatus(error);
  if (status !== undefined && !LEFT_TO_CALLER.has(status)) return;
  if (status === undefined) reportOddAnswer(call, error instanceof Error ? error.message : String(error));
  showError({ name: ERROR_BANNER_TITLE, message: (await messageOf(error)) ?? systemErrorText() });
}

/** Runs a call; a failure is reported (see above) and re-thrown for the caller's own state. */
export async function callReportingFailure<T>(call: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await reportCallFailure(call, error);
    throw error;
  }
}
