/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { clearTokenCookies, writeTokenCookies } from '../cookies/tokenCookies';
import { startSession, stopSession } from '../identity/session';
import { FakeIdentityClient } from '../testing/fakeIdentityClient';
import { resetUiState, uiStore } from '../ui/uiStore';
import { UploadFailure, uploadWithProgress, uploadWithProgressAnswer } from './uploadWithProgress';

const server = setupServer();
const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };
const URL_UNDER_TEST = 'http://localhost/api/registries/5/documents';

function body(): FormData {
  const form = new FormData();
  form.append('files', new File(['%PDF'], 'акт.pdf', { type: 'application/pdf' }));
  return form;
}

describe('uploadWithProgress', () => {
  let fake: FakeIdentityClient;
  let seen: Array<{ authorization: string | null; requestedWith: string | null; names: string[] }>;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    seen = [];
    server.use(mock.post('http://localhost/api/token/update', () => new HttpResponse(null, { status: 204 })));
    fake = new FakeIdentityClient();
    await startSession(config, { createClient: () => fake });
  });
  afterEach(() => {
    resetUiState();
    server.resetHandlers();
    stopSession();
  });

  function record(answer: (attempt: number) => Response) {
    server.use(
      mock.post(URL_UNDER_TEST, async ({ request }) => {
        const form = await request.formData();
        seen.push({ authorization: request.headers.get('Authorization'), requestedWith: request.headers.get('X-Requested-With'), names: form.getAll('files').map((file) => (file as File).name) });
        return answer(seen.length);
      }),
    );
  }

  it('sends the multipart body with the product headers and bearer; any 2xx is success', async () => {
    record(() => new HttpResponse('not json', { status: 201 }));
    await expect(uploadWithProgress('registries/5/documents', body())).resolves.toBeUndefined();
    expect(seen).toEqual([{ authorization: 'Bearer access-0', requestedWith: 'XMLHttpRequest', names: ['акт.pdf'] }]);
  });

  it('refreshes the token after a 401 and repeats the upload with the new bearer', async () => {
    record((attempt) => (attempt === 1 ? new HttpResponse(null, { status: 401 }) : new HttpResponse(null, { status: 204 })));
    await uploadWithProgress('registries/5/documents', body());
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer access-0', 'Bearer access-1']);
    expect(seen[1]?.names).toEqual(['акт.pdf']);
  });

  it('gives up after two refreshes when the answer stays 401 (spec §8)', async () => {
    record(() => new HttpResponse(null, { status: 401 }));
    await expect(uploadWithProgress('registries/5/documents', body())).rejects.toMatchObject({ status: 401 });
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer access-0', 'Bearer access-1', 'Bearer access-2']);
  });

  it('does not repeat the upload when the refresh fails', async () => {
    fake.refreshOutcome = 'error';
    record(() => new HttpResponse(null, { status: 401 }));
    await expect(uploadWithProgress('registries/5/documents', body())).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
  });

  it("rejects with the answer's status and message, leaving a 400 to the caller", async () => {
    record(() => HttpResponse.json({ message: 'Недопустимый формат файла' }, { status: 400 }));
    await expect(uploadWithProgress('registries/5/documents', body())).rejects.toEqual(new UploadFailure(400, 'Недопустимый формат файла'));
    expect(uiStore.getState().error).toBeNull();
  });

  it('applies the global handling to a 413 (session-continue dialog)', async () => {
    record(() => HttpResponse.json({ message: 'Слишком большой запрос' }, { status: 413 }));
    await expect(uploadWithProgress('registries/5/documents', body())).rejects.toMatchObject({ status: 413 });
    expect(uiStore.getState().sessionContinue).toBe(true);
  });
});

/** An XMLHttpRequest the test drives by hand: progress, network loss and aborts that msw cannot produce. */
class HandDrivenXhr {
  static last: HandDrivenXhr | undefined;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  aborted = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    HandDrivenXhr.last = this;
  }
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: unknown): void {
    this.body = body;
  }
  abort(): void {
    this.aborted += 1;
    this.onabort?.();
  }
  answer(status: number, text: string): void {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

describe('uploadWithProgress over the browser request', () => {
  const realXhr = window.XMLHttpRequest;
  beforeEach(() => {
    HandDrivenXhr.last = undefined;
    window.XMLHttpRequest = HandDrivenXhr as never;
    clearTokenCookies();
  });
  afterEach(() => {
    window.XMLHttpRequest = realXhr;
    resetUiState();
  });

  function current(): HandDrivenXhr {
    if (!HandDrivenXhr.last) throw new Error('no request was sent');
    return HandDrivenXhr.last;
  }

  it('posts to the API path with credentials and without a bearer when there is no token', async () => {
    const form = body();
    const upload = uploadWithProgress('registries/5/documents', form);
    expect(current()).toMatchObject({ method: 'POST', url: URL_UNDER_TEST, withCredentials: true, body: form });
    expect(current().headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
    current().answer(200, '');
    await expect(upload).resolves.toBeUndefined();
  });

  it('sends the bearer of the access token cookie', async () => {
    writeTokenCookies('access-9', undefined);
    const upload = uploadWithProgress('registries/5/documents', body());
    expect(current().headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest', Authorization: 'Bearer access-9' });
    current().answer(204, '');
    await upload;
  });

  it('reports the sent fraction only when the size is known', async () => {
    const fractions: number[] = [];
    const upload = uploadWithProgress('registries/5/documents', body(), { onProgress: (fraction) => fractions.push(fraction) });
    const progress = current().upload.onprogress;
    progress?.({ lengthComputable: false, loaded: 10, total: 0 });
    progress?.({ lengthComputable: true, loaded: 0, total: 0 });
    progress?.({ lengthComputable: true, loaded: 25, total: 100 });
    progress?.({ lengthComputable: true, loaded: 100, total: 100 });
    current().answer(204, '');
    await upload;
    expect(fractions).toEqual([0.25, 1]);
  });

  it('progress without a listener does not fail the upload', async () => {
    const upload = uploadWithProgress('registries/5/documents', body());
    current().upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    current().answer(200, '');
    await expect(upload).resolves.toBeUndefined();
  });

  it('rejects with status 0 and «Нет связи с сервером» when the network drops', async () => {
    const upload = uploadWithProgress('registries/5/documents', body());
    current().onerror?.();
    const failure = await upload.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadFailure);
    expect(failure).toMatchObject({ name: 'UploadFailure', status: 0, message: 'Нет связи с сервером' });
  });

  it("aborts the request when the caller's signal fires and rejects with an AbortError", async () => {
    const controller = new AbortController();
    const upload = uploadWithProgress('registries/5/documents', body(), { signal: controller.signal });
    expect(current().aborted).toBe(0);
    controller.abort();
    const failure = await upload.catch((error: unknown) => error);
    expect(current().aborted).toBe(1);
    expect(failure).toBeInstanceOf(DOMException);
    expect(failure).toMatchObject({ name: 'AbortError', message: 'Upload aborted' });
  });

  it.each([
    ['{"id": 7, "name": "акт.pdf"}', { id: 7, name: 'акт.pdf' }],
    ['', undefined],
    ['   ', undefined],
    ['not json', undefined],
  ])('uploadWithProgressAnswer returns the JSON of a 2xx answer %p', async (text, expected) => {
    const upload = uploadWithProgressAnswer('events/3/files', body());
    current().answer(200, text);
    await expect(upload).resolves.toEqual(expected);
  });

  it.each([
    ['{"message": "Файл пуст"}', 'Файл пуст'],
    ['{"message": "  ", "errorMessage": "Неверная подпись"}', 'Неверная подпись'],
    ['{"message": 5, "errorMessage": "  "}', '{"message": 5, "errorMessage": "  "}'],
    ['  Слишком много файлов  ', 'Слишком много файлов'],
    ['<html><body>Bad Request</body></html>', ''],
    ['"текст"', '"текст"'],
  ])('a 400 answer %p rejects with the message %p', async (text, message) => {
    const upload = uploadWithProgress('registries/5/documents', body());
    current().answer(400, text);
    await expect(upload).rejects.toEqual(new UploadFailure(400, message));
  });

  it('a 2xx boundary: 300 is a failure, and a body-less 304 still rejects with its status', async () => {
    const redirect = uploadWithProgress('registries/5/documents', body());
    current().answer(300, 'moved');
    await expect(redirect).rejects.toEqual(new UploadFailure(300, 'moved'));
    const notModified = uploadWithProgress('registries/5/documents', body());
    current().answer(304, 'stale');
    await expect(notModified).rejects.toEqual(new UploadFailure(304, 'stale'));
  });

  it('a 500 opens the session-continue dialog and rejects with the status', async () => {
    const upload = uploadWithProgress('registries/5/documents', body());
    current().answer(500, '');
    await expect(upload).rejects.toMatchObject({ status: 500 });
    expect(uiStore.getState().sessionContinue).toBe(true);
  });

  it('a 503 shows the error banner with the server message', async () => {
    const upload = uploadWithProgress('registries/5/documents', body());
    current().answer(503, '{"message": "Сервис недоступен"}');
    await expect(upload).rejects.toMatchObject({ status: 503, message: 'Сервис недоступен' });
    expect(uiStore.getState().error).toMatchObject({ message: 'Сервис недоступен' });
  });
});
