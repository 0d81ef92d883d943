/** @jest-environment node */
import { startTestSandbox, type TestSandbox } from '../../testing/startTestSandbox';

jest.setTimeout(30_000);

let sandbox: TestSandbox;
let supplier: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  supplier = await sandbox.accessTokenOf('supplier');
});

afterAll(async () => {
  await sandbox.stop();
});

function postUpdate(body: unknown, token: string | undefined = supplier): Promise<Response> {
  return sandbox.call('/api/token/update', { method: 'POST', token, body: JSON.stringify(body) });
}

describe('POST /api/token/update', () => {
  it('accepts the refreshed pair of the token user', async () => {
    const response = await postUpdate({ accessToken: supplier, refreshToken: 'refresh', username: 'supplier' });
    expect(response.status).toBe(204);
  });

  it.each([
    ['accessToken missing', { refreshToken: 'refresh', username: 'supplier' }],
    ['refreshToken empty', { accessToken: 'a', refreshToken: '', username: 'supplier' }],
    ['username not a string', { accessToken: 'a', refreshToken: 'r', username: 7 }],
  ])('answers 400 with a message when %s', async (_case, body) => {
    const response = await postUpdate(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it("refuses another user's name with 403", async () => {
    const response = await postUpdate({ accessToken: supplier, refreshToken: 'refresh', username: 'debtor' });
    expect(response.status).toBe(403);
  });

  it('needs a bearer token', async () => {
    expect((await postUpdate({ accessToken: 'a', refreshToken: 'r', username: 'supplier' }, '')).status).toBe(401);
  });
});
