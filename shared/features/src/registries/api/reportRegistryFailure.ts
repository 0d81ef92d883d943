import { ERROR_BANNER_TITLE, isNetworkFailure, reportOddAnswer, showError, systemErrorText, UploadFailure } from '@portal/platform';

/** Statuses the global handling leaves to the caller (spec §8); the others it already reported. */
const LEFT_TO_CALLER = new Set([400, 403, 404, 409]);

/** The HTTP status of a failed call, or null when it has none (network, an unreadable answer). */
export function statusOf(error: unknown): number | null {
  if (error instanceof UploadFailure) return error.status;
  const response = (error as { response?: unknown } | null)?.response;
  return response instanceof Response ? response.status : null;
}

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
 * Spec §8 "Registry call failures go to the central error display": a failure the global handling left to
 * the caller (400, 403, 404, 409) or an answer the portal could not read shows the 'Ошибка' banner; anything
 * the global handling already showed (network, 5xx, 418, …) is not shown twice.
 */
export async function reportRegistryFailure(call: string, error: unknown): Promise<void> {
  if (error instanceof Error && error.name === 'AbortError') return;
  if (isNetworkFailure(error)) return;
  const status = statusOf(error);
  if (status !== null && !LEFT_TO_CALLER.has(status)) return;
  if (status === null) reportOddAnswer(call, error instanceof Error ? error.message : String(error));
  showError({ name: ERROR_BANNER_TITLE, message: (await messageOf(error)) ?? systemErrorText() });
}

/** Runs a registry call; a failure is reported (see above) and re-thrown for the caller's own state. */
export async function registryCall<T>(call: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await reportRegistryFailure(call, error);
    throw error;
  }
}
