import { API_BASE_PATH, UNAUTHORIZED_RETRY_LIMIT } from '../constants';
import { readAccessTokenCookie } from '../cookies/tokenCookies';
import { refreshAccessToken } from './accessTokenRefresher';
import { handleFailedResponse } from './handleFailedResponse';
import { bearer } from './retryUnauthorized';

/** A failed upload: the HTTP status (0 when no answer came) and the answer's `message` when it had one. */
export class UploadFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadFailure';
  }
}

export interface UploadOptions {
  /** Called with 0…1 as the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  text: string;
}

function send(path: string, body: FormData, { onProgress, signal }: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(`${API_BASE_PATH}${path}`, window.location.origin).toString());
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const authorization = bearer(readAccessTokenCookie());
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new UploadFailure(0, 'Нет связи с сервером'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function jsonOf(text: string): unknown {
  try {
    return text.trim() ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function messageOf(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) {
      const { message, errorMessage } = parsed as Record<string, unknown>;
      if (typeof message === 'string' && message.trim()) return message;
      if (typeof errorMessage === 'string' && errorMessage.trim()) return errorMessage;
    }
  } catch {
    // not JSON
  }
  return text.trim().startsWith('<') ? '' : text.trim();
}

/**
 * POST a multipart body to `path` (relative to /api/) with upload progress, which the page's ky cannot report
 * over HTTP/1.1 (its progress streams the body, which browsers allow only over HTTP/2). Same headers and
 * token as the ky client, the same 401 → refresh → repeat rule (spec §8) and the same global failure handling.
 * Resolves on any 2xx whatever the body; rejects with an UploadFailure otherwise.
 */
export async function uploadWithProgress(path: string, body: FormData, options: UploadOptions = {}): Promise<void> {
  await uploadWithProgressAnswer(path, body, options);
}

/** uploadWithProgress for calls whose answer is read (events' add-file): the 2xx answer's JSON, or undefined. */
export async function uploadWithProgressAnswer(path: string, body: FormData, options: UploadOptions = {}): Promise<unknown> {
  let answer = await send(path, body, options);
  for (let attempt = 1; attempt <= UNAUTHORIZED_RETRY_LIMIT && answer.status === 401; attempt += 1) {
    try {
      await refreshAccessToken();
    } catch {
      break;
    }
    answer = await send(path, body, options);
  }
  if (answer.status >= 200 && answer.status < 300) return jsonOf(answer.text);
  const url = new URL(`${API_BASE_PATH}${path}`, window.location.origin).toString();
  const failed = new Response([204, 205, 304].includes(answer.status) ? null : answer.text, { status: answer.status });
  await handleFailedResponse()(new Request(url, { method: 'POST' }) as never, {} as never, failed as never);
  throw new UploadFailure(answer.status, messageOf(answer.text));
}
