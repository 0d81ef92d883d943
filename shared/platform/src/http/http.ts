import { API_BASE_PATH } from '../constants';
import { readAccessTokenCookie } from '../cookies/tokenCookies';
import { refreshAccessToken } from './accessTokenRefresher';
import { createHttpClient } from './createHttpClient';
import type { PortalRequestOptions } from './requestOptions';

/** Anything that turns an unknown answer into T or throws: a zod (or zod/mini) schema, or a hand-written parser. */
export interface AnswerParser<T> {
  parse(value: unknown): T;
}

/** `/api/` on this page's origin (ky needs an absolute prefix outside a browser too). */
function apiBaseUrl(): string {
  return new URL(API_BASE_PATH, window.location.origin).toString();
}

/** The one HTTP client of the page: every call to the back end goes through it (ARCHITECTURE rule 4). */
export const http = createHttpClient({
  prefixUrl: apiBaseUrl(),
  getAccessToken: readAccessTokenCookie,
  refreshToken: refreshAccessToken,
});

/** GET `path` (relative to /api/, no leading slash) and validate the JSON answer. */
export async function getJson<T>(path: string, schema: AnswerParser<T>, options?: PortalRequestOptions): Promise<T> {
  return schema.parse(await http.get(path, options).json());
}

/** Send `body` as JSON with `method`; validate the answer with `schema` when given. */
export async function sendJson<T = void>(method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: unknown, schema?: AnswerParser<T>, options?: PortalRequestOptions): Promise<T> {
  const response = await http(path, { ...options, method, ...(body === undefined ? {} : { json: body }) });
  if (!schema) return undefined as T;
  return schema.parse(await response.json());
}

/** GET `path` as a file (blob); a failure is not reported by the global handling (spec §8), only rejected. */
export async function downloadBlob(path: string, options?: PortalRequestOptions): Promise<Blob> {
  const downloadOptions: PortalRequestOptions = { ...options, download: true };
  return http(path, downloadOptions).blob();
}
