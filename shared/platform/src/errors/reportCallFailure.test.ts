import { waitFor } from '@testing-library/react';
import { HTTPError } from 'ky';
import { resetUiState, uiStore } from '../ui/uiStore';
import { NetworkFailure } from '../http/networkFailure';
import { UploadFailure } from '../http/uploadWithProgress';
import { resetOddAnswerReports } from './reportOddAnswer';
import { SYSTEM_ERROR_FALLBACK } from './systemErrorText';
import { callReportingFailure, reportCallFailure } from './reportCallFailure';

function httpError(status: number, body: unknown): HTTPError {
  const request = new Request('http://localhost/api/lkk/registry/7/detail');
  return new HTTPError(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }), request, {} as never);
}

const realFetch = globalThis.fetch;
let logged: string[] = [];
beforeEach(() => {
  logged = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    if (request.url.endsWith('log/error')) logged.push(((await request.json()) as { message: string }).message);
    return new Response('{}', { status: 200 });
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  resetUiState();
  resetOddAnswerReports();
});

describe('reportCallFailure (spec §8: call failures go to the central error display)', () => {
  it.each([400, 403, 404, 409])('a %i the global handling left to the caller shows the server’s message in the «Ошибка» banner', async (status) => {
    await reportCallFailure('GET /lkk/registry/{id}/detail', httpError(status, { message: 'Реестр не найден' }));
    expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Реестр не найден' });
  });

  it('without a message the banner says the system error text', async () => {
    await reportCallFailure('GET /lkk/registry/{id}/detail', httpError(409, {}));
    expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: SYSTEM_ERROR_FALLBACK });
  });

  it('an upload refused with 413 is shown by the global handling, not twice; a 400 upload shows its own text', async () => {
    await reportCallFailure('POST upload', new UploadFailure(413, 'Слишком большой запрос'));
    expect(uiStore.getState().error).toBeNull();
    await reportCallFailure('POST upload', new UploadFailure(400, 'Файл пуст'));
    expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Файл пуст' });
  });

  it.each([500, 503, 418])('a %i was already shown by the global handling: no second banner', async (status) => {
    await reportCallFailure('GET x', httpError(status, { message: 'Сбой' }));
    expect(uiStore.getState().error).toBeNull();
  });

  it('a network failure and a cancelled call show nothing', async () => {
    await reportCallFailure('GET x', new NetworkFailure('http://localhost/api/x', new TypeError('Failed to fetch')));
    await reportCallFailure('GET x', Object.assign(new Error('aborted'), { name: 'AbortError' }));
    expect(uiStore.getState().error).toBeNull();
    expect(logged).toEqual([]);
  });

  it('an answer the portal could not read is logged to log/error and shown as a system error', async () => {
    await reportCallFailure('GET /lkk/registry/{id}/detail', new Error('supplies: expected array'));
    expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: SYSTEM_ERROR_FALLBACK });
    await waitFor(() => expect(logged).toEqual(['Unexpected answer of GET /lkk/registry/{id}/detail: supplies: expected array']));
  });
});

describe('callReportingFailure', () => {
  it('answers what the call answered', async () => {
    await expect(callReportingFailure('GET x', async () => 42)).resolves.toBe(42);
  });

  it('reports a failure and re-throws it for the caller’s own state', async () => {
    const failure = httpError(404, { message: 'Нет такого реестра' });
    await expect(callReportingFailure('GET x', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Нет такого реестра' });
  });
});
