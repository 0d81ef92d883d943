import { systemErrorText } from '../errors/systemErrorText';
import { showError } from '../ui/uiStore';
import { answerReadToEnd } from './answerReadToEnd';
import { connectionStore, markConnectionBack, markConnectionLost } from './connectionState';
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
 * ky's `fetch`: a call that got no answer, which ky's response hooks never see. Spec §8 "Other failures" would show
 * the 'Ошибка' banner with the vocabulary's system error text; for a call with no answer the page says what
 * happened instead — «Нет соединения с сервером», until the connection is back (decision 0039) — and the caller
 * gets a NetworkFailure. While the browser reports itself online, a non-silent call (not a file download) also
 * gets the banner, since then the server, not the user's line, may be at fault — unless the connection was already
 * known to be lost when the call started (the notice is up; decision 0059). Any answer means the server is
 * reachable again. A cancelled call stays a cancellation.
 */
export async function fetchReportingNetworkFailures(request: Request, options?: Record<string, unknown>): Promise<Response> {
  let response: Response;
  // A call made while the line was already known to be down: the notice says so; a banner would only repeat it.
  const lostBefore = connectionStore.getState().lost;
  try {
    response = await globalThis.fetch(request, options as RequestInit | undefined);
  } catch (error) {
    if (isAbort(error)) throw error;
    markConnectionLost();
    const portalOptions = options ?? {};
    const browserOffline = globalThis.navigator?.onLine === false;
    if (!browserOffline && !lostBefore && !isSilent(portalOptions) && !isDownload(request, portalOptions)) showError({ name: ERROR_BANNER_TITLE, message: systemErrorText() });
    throw new NetworkFailure(request.url, error);
  }
  markConnectionBack();
  // A caller that does not read the body (the back end's session, the sign-in record) must not get the request
  // cancelled (decision 0065).
  return answerReadToEnd(response);
}
