import ky, { type KyInstance } from 'ky';
import { UNAUTHORIZED_RETRY_LIMIT } from '../constants';
import { prefetchedAnswerTo } from './prefetchedAnswers';
import { handleFailedResponse } from './handleFailedResponse';
import { fetchReportingNetworkFailures } from './networkFailure';
import { bearer, retryUnauthorized } from './retryUnauthorized';

export interface HttpClientOptions {
  /** Absolute base URL every path is appended to, ending in `/`. */
  prefixUrl: string;
  getAccessToken: () => string | undefined;
  refreshToken: () => Promise<unknown>;
  retryLimit?: number;
}

/**
 * The product's ky client (spec §7): credentials, `X-Requested-With`, bearer from the token, no timeout,
 * no automatic retries except the 401 → refresh → repeat rule, then the global failure handling of spec §8
 * (see `PortalRequestOptions` for the per-call `download`, `silent` and `noUnauthorizedRetry` options). A request
 * start-up already asked for is answered with that answer (prefetchedAnswers.ts).
 */
export function createHttpClient({ prefixUrl, getAccessToken, refreshToken, retryLimit = UNAUTHORIZED_RETRY_LIMIT }: HttpClientOptions): KyInstance {
  return ky.create({
    prefixUrl,
    credentials: 'include',
    timeout: false,
    retry: 0,
    fetch: fetchReportingNetworkFailures as typeof fetch,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    hooks: {
      beforeRequest: [
        (request) => {
          const authorization = bearer(getAccessToken());
          if (authorization) request.headers.set('Authorization', authorization);
        },
        // An answer start-up already asked for: no request of its own. ky then runs afterResponse on it, which
        // sees the request as sent, bearer included (a 401 refreshes as usual).
        (request) => prefetchedAnswerTo(request),
      ],
      afterResponse: [retryUnauthorized({ getAccessToken, refreshToken, retryLimit }), handleFailedResponse()],
    },
  });
}
