/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HTTPError } from 'ky';
import { startSession, stopSession } from '../identity/session';
import { FakeIdentityClient } from '../testing/fakeIdentityClient';
import { resetUiState, showLoader, uiStore } from '../ui/uiStore';
import type { UiState } from '../ui/uiState';
import { loadVocabulary } from '../vocabulary/loadVocabulary';
import { setVocabulary } from '../vocabulary/vocabularyStore';
import { downloadBlob, http } from './http';
import { isNetworkFailure, NetworkFailure } from './networkFailure';

const server = setupServer();
const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };
const SYSTEM_ERROR = 'Произошла системная ошибка. Повторите попытку позже.';

interface Visible {
  notices: Array<{ message: string; color: string }>;
  error: { name: string; message: string } | null;
  loaderShown: boolean;
  sessionError: boolean;
  sessionContinue: boolean;
  sessionContinueMessage: string | null;
}

/** What the global handling leaves on screen: notices, banner, loader and session flags. */
function visible(state: UiState): Visible {
  return {
    notices: state.notifications.map(({ message, color }) => ({ message, color })),
    error: state.error,
    loaderShown: state.loader.show,
    sessionError: state.sessionError,
    sessionContinue: state.sessionContinue,
    sessionContinueMessage: state.sessionContinueMessage,
  };
}

const NOTHING: Visible = { notices: [], error: null, loaderShown: true, sessionError: false, sessionContinue: false, sessionContinueMessage: null };

type Body = { json: Record<string, string> } | { text: string } | null;

function answer(status: number, body: Body): Response {
  if (body === null) return new HttpResponse(null, { status });
  if ('json' in body) return HttpResponse.json(body.json, { status });
  return HttpResponse.text(body.text, { status });
}

// One row per status of spec §8: what the user sees after a call fails with it (the loader was shown before).
const CATALOGUE: Array<[string, number, Body, Partial<Visible>]> = [
  ['400 is left to the caller', 400, { json: { message: 'Неверный ИНН' } }, {}],
  ['401 (refresh refused) is left to the session', 401, null, {}],
  ['403 is left to the caller', 403, { json: { message: 'Доступ запрещён' } }, {}],
  ['404 is left to the caller', 404, { json: { message: 'Не найдено' } }, {}],
  ['409 is left to the caller', 409, { json: { message: 'Пароль не подходит' } }, {}],
  ['410 opens the session-ended dialog', 410, null, { sessionError: true }],
  ['413 hides the loader and offers to continue with the server message', 413, { json: { message: 'Файл слишком большой' } }, { loaderShown: false, sessionContinue: true, sessionContinueMessage: 'Файл слишком большой' }],
  ['500 hides the loader and offers to continue with the local message', 500, { json: { message: 'NullPointerException' } }, { loaderShown: false, sessionContinue: true }],
  ['501 hides the loader and offers to continue', 501, null, { loaderShown: false, sessionContinue: true }],
  ['502 hides the loader and offers to continue', 502, { text: '<html>Bad Gateway</html>' }, { loaderShown: false, sessionContinue: true }],
  ['418 with message shows it as an orange notice', 418, { json: { message: 'Лимит исчерпан' } }, { loaderShown: false, notices: [{ message: 'Лимит исчерпан', color: 'warning' }] }],
  ['418 with errorMessage shows it', 418, { json: { errorMessage: 'Контракт закрыт' } }, { loaderShown: false, notices: [{ message: 'Контракт закрыт', color: 'warning' }] }],
  ['418 without a message says Возникла ошибка', 418, null, { loaderShown: false, notices: [{ message: 'Возникла ошибка', color: 'warning' }] }],
  ['451 shows the body text as an orange notice', 451, { text: 'Доступ ограничен по требованию закона' }, { notices: [{ message: 'Доступ ограничен по требованию закона', color: 'warning' }] }],
  ['503 with a message shows the error banner with it', 503, { json: { message: 'Сервис на обслуживании' } }, { error: { name: 'Ошибка', message: 'Сервис на обслуживании' } }],
  ['422 without a message shows the system error text', 422, null, { error: { name: 'Ошибка', message: SYSTEM_ERROR } }],
  ['504 with a non-JSON body shows the system error text', 504, { text: 'Gateway Timeout' }, { error: { name: 'Ошибка', message: SYSTEM_ERROR } }],
];

describe('global HTTP error handling (spec §8)', () => {
  let fake: FakeIdentityClient;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(async () => {
    fake = new FakeIdentityClient();
    await startSession(config, { createClient: () => fake });
  });

  afterEach(() => {
    server.resetHandlers();
    stopSession();
    resetUiState();
    setVocabulary({});
    jest.restoreAllMocks();
  });

  it.each(CATALOGUE)('%s', async (_case, status, body, expected) => {
    fake.refreshOutcome = 'error';
    fake.refreshErrorStatus = 401;
    server.use(mock.get('http://localhost/api/call', () => answer(status, body)));
    showLoader();
    const error: unknown = await http.get('call').json().catch((caught: unknown) => caught);
    // The caller still gets the failure, with the body unread.
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(status);
    expect((error as HTTPError).response.bodyUsed).toBe(false);
    expect(visible(uiStore.getState())).toEqual({ ...NOTHING, ...expected });
  });

  it("uses the vocabulary's systemError text once the vocabulary is loaded", async () => {
    setVocabulary({ systemError: 'Системная ошибка из словаря' });
    server.use(mock.post('http://localhost/api/call', () => new HttpResponse(null, { status: 520 })));
    await expect(http.post('call')).rejects.toBeInstanceOf(HTTPError);
    expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Системная ошибка из словаря' });
  });

  it("shows 'Произошла системная ошибка. Повторите попытку позже.' when the dictionary of GET i18n has no systemError", async () => {
    // Spec §8 takes the text "from a dictionary" without naming its key: a server's dictionary may not have ours.
    server.use(
      mock.get('http://localhost/api/i18n', () => HttpResponse.json({ supportPhone: '+7 (495) 000-00-00', commonError: 'Ошибка сервера' })),
      mock.post('http://localhost/api/call', () => new HttpResponse(null, { status: 520 })),
    );
    await expect(loadVocabulary()).resolves.toMatchObject({ supportPhone: '+7 (495) 000-00-00' });
    await expect(http.post('call')).rejects.toBeInstanceOf(HTTPError);
    expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: SYSTEM_ERROR });
  });

  it.each([
    ['.blob()', () => http.get('file').blob()],
    ['.arrayBuffer()', () => http.get('file').arrayBuffer()],
    ['downloadBlob', () => downloadBlob('file')],
    ['the download option', () => http.post('file', { download: true } as Parameters<typeof http.post>[1])],
  ])('ignores a failed file download made with %s, except a 410', async (_case, download) => {
    for (const status of [418, 451, 500, 503]) {
      server.use(mock.all('http://localhost/api/file', () => HttpResponse.json({ message: 'нет файла' }, { status })));
      await expect(download()).rejects.toBeInstanceOf(HTTPError);
    }
    expect(visible(uiStore.getState())).toEqual({ ...NOTHING, loaderShown: false });
    // Spec §8: 410 sets the session error always, during a download too.
    server.use(mock.all('http://localhost/api/file', () => new HttpResponse(null, { status: 410 })));
    await expect(download()).rejects.toBeInstanceOf(HTTPError);
    expect(visible(uiStore.getState())).toEqual({ ...NOTHING, loaderShown: false, sessionError: true });
  });

  it('shows the Ошибка banner with the system error text when a call gets no answer (offline, DNS, refused)', async () => {
    setVocabulary({ systemError: 'Системная ошибка из словаря' });
    // MSW's network error: fetch rejects with a TypeError, as the browser does offline.
    server.use(mock.get('http://localhost/api/call', () => Response.error()));
    const error: unknown = await http.get('call').json().catch((caught: unknown) => caught);
    expect(isNetworkFailure(error)).toBe(true);
    expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Системная ошибка из словаря' });
  });

  it('leaves a silent call or a download that gets no answer to the caller', async () => {
    server.use(mock.all('http://localhost/api/call', () => Response.error()));
    await expect(http.get('call', { silent: true } as Parameters<typeof http.get>[1]).json()).rejects.toBeInstanceOf(NetworkFailure);
    await expect(downloadBlob('call')).rejects.toBeInstanceOf(NetworkFailure);
    expect(uiStore.getState().error).toBeNull();
  });

  it('leaves silent calls to the caller', async () => {
    server.use(mock.get('http://localhost/api/call', () => new HttpResponse(null, { status: 500 })));
    await expect(http.get('call', { silent: true } as Parameters<typeof http.get>[1])).rejects.toBeInstanceOf(HTTPError);
    expect(uiStore.getState().sessionContinue).toBe(false);
  });

  it('does not report a 401 that the refresh and repeat resolved', async () => {
    let calls = 0;
    server.use(
      mock.post('http://localhost/api/token/update', () => new HttpResponse(null, { status: 204 })),
      mock.get('http://localhost/api/call', () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 401 }) : HttpResponse.json({ ok: true });
      }),
    );
    await expect(http.get('call').json()).resolves.toEqual({ ok: true });
    expect(visible(uiStore.getState())).toEqual({ ...NOTHING, loaderShown: false });
  });
});
