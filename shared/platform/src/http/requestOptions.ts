import type { Options } from 'ky';

/** Portal-specific request options, read by the client's hooks (ky keeps unknown option keys). */
export interface PortalRequestOptions extends Options {
  /** A file download: a failure is ignored silently by the global handling (spec §8). */
  download?: boolean;
  /** The global handling leaves every failure of this call to the caller (used for the platform's own calls). */
  silent?: boolean;
  /** A 401 is not answered with a token refresh and repeat (calls made by the refresh itself). */
  noUnauthorizedRetry?: boolean;
}

/** For calls whose failures the caller alone handles. */
export const silentRequest: PortalRequestOptions = { silent: true };

/** A blob download: `.blob()`/`.arrayBuffer()` set `Accept: *\/*`, or the caller says so. */
export function isDownload(request: Request, options: unknown): boolean {
  return (options as PortalRequestOptions).download === true || request.headers.get('accept') === '*/*';
}

export function isSilent(options: unknown): boolean {
  return (options as PortalRequestOptions).silent === true;
}

export function skipsUnauthorizedRetry(options: unknown): boolean {
  return (options as PortalRequestOptions).noUnauthorizedRetry === true;
}
