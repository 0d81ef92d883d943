/** @jest-environment node */
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { passwordChangeRoute } from './passwordChangePath';

jest.setTimeout(60_000);

describe('PASSWORD_CHANGE_PATH (where §7’s path-less password action is)', () => {
  it('defaults to the portal’s guess, unconfigured', () => {
    expect(passwordChangeRoute({})).toEqual({ configured: undefined, routes: ['/v2/user/changePassword'] });
    expect(passwordChangeRoute({ PASSWORD_CHANGE_PATH: '  ' })).toEqual({ configured: undefined, routes: ['/v2/user/changePassword'] });
  });

  it('takes a path under /api/, with or without a leading /api/, and {scope} for each cabinet', () => {
    expect(passwordChangeRoute({ PASSWORD_CHANGE_PATH: '/api/v2/user/password/change' })).toEqual({ configured: 'v2/user/password/change', routes: ['/v2/user/password/change'] });
    expect(passwordChangeRoute({ PASSWORD_CHANGE_PATH: '{scope}/user/change-password' })).toEqual({
      configured: '{scope}/user/change-password',
      routes: ['/lkk/user/change-password', '/lkd/user/change-password', '/lka/user/change-password'],
    });
  });

  it.each([['https://x.example/a'], ['../keycloak'], ['v2/user?a=1'], ['v2/{user}']])('refuses %s with the reason', (value) => {
    expect(() => passwordChangeRoute({ PASSWORD_CHANGE_PATH: value })).toThrow('PASSWORD_CHANGE_PATH');
  });
});

describe('a sandbox told where the action is', () => {
  let sandbox: TestSandbox;
  const saved = process.env.PASSWORD_CHANGE_PATH;

  beforeAll(async () => {
    process.env.PASSWORD_CHANGE_PATH = 'v2/user/password/change';
    sandbox = await startTestSandbox();
  });
  afterAll(async () => {
    await sandbox.stop();
    if (saved === undefined) delete process.env.PASSWORD_CHANGE_PATH;
    else process.env.PASSWORD_CHANGE_PATH = saved;
  });
  afterEach(async () => {
    await sandbox.call('/__sandbox/reset', { method: 'POST' });
  });

  const change = (token: string, body: Record<string, string>, path = '/api/v2/user/password/change') =>
    sandbox.call(path, { method: 'POST', token, body: JSON.stringify(body) });

  it('names it in /config for the portal', async () => {
    expect(await (await sandbox.call('/config')).json()).toMatchObject({ passwordChangePath: 'v2/user/password/change' });
  });

  it.each(['full', 'spec'])('serves it there in the %s mode, checking the current password; the guessed path is not it', async (mode) => {
    await sandbox.call('/__sandbox/shapes', { method: 'POST', body: JSON.stringify({ mode }) });
    const token = await sandbox.accessTokenOf('agent');
    const wrong = await change(token, { login: 'agent', currentPassword: 'nope', password: 'Secret_1', confirmPassword: 'Secret_1' });
    expect([wrong.status, await wrong.json()]).toEqual([409, { message: 'Неверный текущий пароль' }]);
    expect((await change(token, { login: 'agent', currentPassword: 'demo', password: 'Secret_1', confirmPassword: 'Secret_1' }, '/api/v2/user/changePassword')).status).toBe(404);
    const done = await change(token, { login: 'agent', currentPassword: 'demo', password: 'Secret_1', confirmPassword: 'Secret_1' });
    expect(done.status).toBe(200);
  });
});
