/**
 * A recording stand-in for the platform's HTTP functions (`shared/platform/src/http/http.ts` and
 * `uploadWithProgress.ts`), for `callSites.test.ts`: every call is recorded with its method, its real built path
 * and the source line that made it (from the stack, which jest maps back to the .ts source). Nothing is sent;
 * answers are empty (`{}`, '', an empty blob), so a caller that reads more fails after its request was recorded.
 */

export interface RecordedCall {
  method: string;
  path: string;
  /** The caller's file (absolute) and line. */
  file: string;
  line: number;
}

export const recorded: RecordedCall[] = [];

const THIS_FILE = __filename;

function callerOf(stack: string): { file: string; line: number } {
  for (const frame of stack.split('\n').slice(1)) {
    const match = /\(?((?:\/|[A-Za-z]:\\)[^():]+):(\d+):\d+\)?\s*$/.exec(frame);
    if (!match) continue;
    const [, file = '', line = '0'] = match;
    if (file === THIS_FILE || file.includes('/node_modules/')) continue;
    return { file, line: Number(line) };
  }
  return { file: '<unknown>', line: 0 };
}

function record(method: string | undefined, path: unknown): void {
  const site = callerOf(new Error('call site').stack ?? '');
  recorded.push({ method: (method ?? 'get').toUpperCase(), path: String(path), ...site });
}

interface Options {
  method?: string;
}

function fakeResponse(): Response {
  return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** ky's ResponsePromise: a promise of the response with the body readers on it. */
function responsePromise() {
  const promise = Promise.resolve(fakeResponse());
  return Object.assign(promise, {
    json: async () => ({}),
    text: async () => '',
    blob: async () => new Blob([]),
    arrayBuffer: async () => new ArrayBuffer(0),
  });
}

function callHttp(path: unknown, options?: Options) {
  record(options?.method, path);
  return responsePromise();
}

const verb = (method: string) =>
  function verbCall(path: unknown) {
    record(method, path);
    return responsePromise();
  };

export const http = Object.assign(callHttp, {
  get: verb('get'),
  post: verb('post'),
  put: verb('put'),
  patch: verb('patch'),
  delete: verb('delete'),
  head: verb('head'),
});

export async function getJson(path: string): Promise<unknown> {
  record('get', path);
  return {};
}

export async function sendJson(method: string, path: string, _body?: unknown, schema?: unknown): Promise<unknown> {
  record(method, path);
  return schema ? {} : undefined;
}

export async function downloadBlob(path: string, options?: Options): Promise<Blob> {
  record(options?.method, path);
  return new Blob([]);
}

export class UploadFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadFailure';
  }
}

export async function uploadWithProgress(path: string): Promise<void> {
  record('post', path);
}

export async function uploadWithProgressAnswer(path: string): Promise<unknown> {
  record('post', path);
  return {};
}
