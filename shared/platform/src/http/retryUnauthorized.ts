import type { AfterResponseHook } from 'ky';
import { skipsUnauthorizedRetry } from './requestOptions';

export interface UnauthorizedRetryOptions {
  /** The current access token (read fresh for each attempt). */
  getAccessToken: () => string | undefined;
  /** Refreshes the token; concurrent callers must share one refresh. Rejects when the session is gone. */
  refreshToken: () => Promise<unknown>;
  /** Maximum number of repeats after a 401 (spec §8: 2). */
  retryLimit: number;
  /** Sends the repeated request; the page's fetch by default (looked up per call). */
  send?: (request: Request) => Promise<Response>;
}

export function bearer(token: string | undefined): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}

/**
 * ky afterResponse hook for spec §8 "401: refresh the token and repeat (max 2)". A request sent with a
 * token that has since been replaced is repeated with the new one without another refresh, so a burst of
 * 401s answered to the same stale token costs one refresh.
 */
export function retryUnauthorized({
  getAccessToken,
  refreshToken,
  retryLimit,
  send = (request) => globalThis.fetch(request),
}: UnauthorizedRetryOptions): AfterResponseHook {
  return async (request, options, response) => {
    if (response.status !== 401 || skipsUnauthorizedRetry(options)) return;
    let sentWith = request.headers.get('Authorization') ?? undefined;
    let latest: Response = response;
    for (let attempt = 1; attempt <= retryLimit && latest.status === 401; attempt += 1) {
      if (bearer(getAccessToken()) === sentWith) {
        try {
          await refreshToken();
        } catch {
          return latest;
        }
      }
      const repeat = request.clone();
      sentWith = bearer(getAccessToken());
      if (sentWith) repeat.headers.set('Authorization', sentWith);
      else repeat.headers.delete('Authorization');
      latest = await send(repeat);
    }
    return latest;
  };
}
