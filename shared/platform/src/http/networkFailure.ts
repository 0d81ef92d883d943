import { systemErrorText } from '../errors/systemErrorText';
import { showError } from '../ui/uiStore';
import { ERROR_BANNER_TITLE } from './handleFailedResponse';
import { isDownload, isSilent } from './requestOptions';

/** A call that got no answer at all (offline, DNS, refused, CORS): no HTTP status to go by. */
export class NetworkFailure extends Error {
  constructor(
    readonly url: string,
    override readonly cause: unknown,
  ) {
    super('Сервер недоступен: нет ответа на запрос');
    this.name = 'NetworkFailure';
  }
}

export function isNetworkFailure(error: unknown): error is NetworkFailure {
  return error instanceof NetworkFailure;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * ky's `fetch`: spec §8 "Other failures" also covers a call that got no answer, which ky's response hooks never
 * see. The 'Ошибка' banner shows the vocabulary's system error text (not for silent calls or file downloads),
 * and the caller gets a NetworkFailure. A cancelled call stays a cancellation.
 */
export async function fetchReportingNetworkFailures(request: Request, options?: Record<string, unknown>): Promise<Response> {
  try {
    return await globalThis.fetch(request, options as RequestInit | undefined);
  } catch (error) {
    if (isAbort(error)) throw error;
    const portalOptions = options ?? {};
    if (!isSilent(portalOptions) && !isDownload(request, portalOptions)) showError({ name: ERROR_BANNER_TITLE, message: systemErrorText() });
    throw new NetworkFailure(request.url, error);
  }
}
