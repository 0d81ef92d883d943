/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { startSession, stopSession } from '../identity/session';
import { FakeIdentityClient } from '../testing/fakeIdentityClient';
import { resetUiState, uiStore } from '../ui/uiStore';
import { UploadFailure, uploadWithProgress } from './uploadWithProgress';

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
