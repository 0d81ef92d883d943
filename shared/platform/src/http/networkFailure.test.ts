import { resetUiState, uiStore } from '../ui/uiStore';
import { connectionStore, watchBrowserConnection } from './connectionState';
import { fetchReportingNetworkFailures, isNetworkFailure, NetworkFailure } from './networkFailure';
import { trackedAnswer } from '../testing/trackedAnswer';
import { waitFor } from '@testing-library/react';

describe('a call that gets no answer', () => {
  const realFetch = globalThis.fetch;
  let failure: unknown;
  beforeEach(() => {
    globalThis.fetch = jest.fn(() => Promise.reject(failure)) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    resetUiState();
    connectionStore.setState({ lost: false });
    jest.restoreAllMocks();
  });

  const request = () => new Request('http://localhost/api/v2/user');

  it("becomes a NetworkFailure with the call's address and shows the error banner", async () => {
    failure = new TypeError('Failed to fetch');
    const error = await fetchReportingNetworkFailures(request()).catch((caught: unknown) => caught);
    expect(isNetworkFailure(error)).toBe(true);
    expect(error).toMatchObject({ name: 'NetworkFailure', message: 'Сервер недоступен: нет ответа на запрос', url: 'http://localhost/api/v2/user', cause: failure });
    expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: expect.any(String) });
    expect(uiStore.getState().error?.message).not.toBe('');
  });

  it.each(['AbortError', 'TimeoutError'])('a cancelled call (%s) stays a cancellation, with no banner', async (name) => {
    failure = Object.assign(new Error('cancelled'), { name });
    await expect(fetchReportingNetworkFailures(request())).rejects.toBe(failure);
    expect(uiStore.getState().error).toBeNull();
  });

  it('an error merely named like a cancellation but not an Error is still a network failure', async () => {
    failure = { name: 'AbortError' };
    await expect(fetchReportingNetworkFailures(request())).rejects.toBeInstanceOf(NetworkFailure);
  });

  it('silent calls and file downloads get no banner', async () => {
    failure = new TypeError('Failed to fetch');
    await expect(fetchReportingNetworkFailures(request(), { silent: true })).rejects.toBeInstanceOf(NetworkFailure);
    await expect(fetchReportingNetworkFailures(request(), { download: true })).rejects.toBeInstanceOf(NetworkFailure);
    expect(uiStore.getState().error).toBeNull();
  });

  it('marks the connection lost; with the browser offline it says so alone, without the error banner', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    failure = new TypeError('Failed to fetch');
    await expect(fetchReportingNetworkFailures(request())).rejects.toBeInstanceOf(NetworkFailure);
    expect(connectionStore.getState().lost).toBe(true);
    expect(uiStore.getState().error).toBeNull();
  });

  it('a call started while the connection is already known lost gets only the notice, no banner, even with the browser online', async () => {
    connectionStore.setState({ lost: true });
    failure = new TypeError('Failed to fetch');
    await expect(fetchReportingNetworkFailures(request())).rejects.toBeInstanceOf(NetworkFailure);
    expect(connectionStore.getState().lost).toBe(true);
    expect(uiStore.getState().error).toBeNull();
  });

  it('marks the connection lost for a call with no answer while the browser is online, and back at the next answer', async () => {
    failure = new TypeError('Failed to fetch');
    await expect(fetchReportingNetworkFailures(request(), { silent: true })).rejects.toBeInstanceOf(NetworkFailure);
    expect(connectionStore.getState().lost).toBe(true);
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response('{}', { status: 503 }))) as typeof fetch;
    await fetchReportingNetworkFailures(request());
    expect(connectionStore.getState().lost).toBe(false);
  });

  it('a cancelled call says nothing about the connection', async () => {
    failure = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    await expect(fetchReportingNetworkFailures(request())).rejects.toBe(failure);
    expect(connectionStore.getState().lost).toBe(false);
  });

  it('passes an answer through untouched', async () => {
    const answer = new Response('{}', { status: 200 });
    globalThis.fetch = jest.fn(() => Promise.resolve(answer)) as typeof fetch;
    await expect(fetchReportingNetworkFailures(request(), { silent: true })).resolves.toBe(answer);
  });
});

describe("the browser's own online state", () => {
  afterEach(() => connectionStore.setState({ lost: false }));

  it('is lost at once when the browser starts offline, and follows the offline and online events until stopped', () => {
    const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
    target.navigator = { onLine: false };
    const stop = watchBrowserConnection(target as unknown as Window);
    expect(connectionStore.getState().lost).toBe(true);
    target.dispatchEvent(new Event('online'));
    expect(connectionStore.getState().lost).toBe(false);
    target.dispatchEvent(new Event('offline'));
    expect(connectionStore.getState().lost).toBe(true);
    stop();
    target.dispatchEvent(new Event('online'));
    expect(connectionStore.getState().lost).toBe(true);
  });
});

describe('a call that gets an answer', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('has its body read to the end though the caller never reads it (the sign-in record), so the browser never cancels it', async () => {
    const { response, readToEnd } = trackedAnswer('');
    globalThis.fetch = jest.fn(() => Promise.resolve(response)) as typeof fetch;
    const answer = await fetchReportingNetworkFailures(new Request('http://localhost/api/v2/user/lastlogin', { method: 'PUT' }));
    expect(answer.status).toBe(200);
    await waitFor(() => expect(readToEnd()).toBe(true));
  });
});
