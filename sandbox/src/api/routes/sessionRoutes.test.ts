/** @jest-environment node */
import { userSchema } from '@portal/api';
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

afterEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

describe('request checks of every /api/ call', () => {
  it('refuses a call without X-Requested-With with 400 and says why', async () => {
    const response = await fetch(`${sandbox.urls.main}/api/v2/user`, { headers: { authorization: `Bearer ${supplier}` } });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('X-Requested-With');
    // Even before sign-in (the УКЭП calls are public).
    expect((await fetch(`${sandbox.urls.main}/api/sign/message`)).status).toBe(400);
  });

  it('refuses a body on calls the spec says take none', async () => {
    const lastLogin = await sandbox.call('/api/v2/user/lastlogin', { method: 'PUT', token: supplier, body: '{}' });
    expect([lastLogin.status, (await lastLogin.json()).message]).toEqual([400, 'PUT /api/v2/user/lastlogin не принимает тело запроса']);
    expect((await sandbox.call('/api/session/basic/login', { method: 'POST', token: supplier, body: '{"username":"supplier"}' })).status).toBe(400);
  });
});

describe('back-end session (POST session/basic/login, GET session/logout)', () => {
  it('opens the session with a cookie and closes it', async () => {
    const login = await sandbox.call('/api/session/basic/login', { method: 'POST', token: supplier });
    expect([login.status, await login.text()]).toEqual([200, '']);
    expect(login.headers.get('set-cookie')).toMatch(/^PORTAL_SESSION=[^;]+; Path=\/api; HttpOnly; SameSite=Lax/);
    const account = sandbox.state.users.byUsername('supplier');
    expect(account && sandbox.state.users.hasBackendSession(account.sub)).toBe(true);

    const logout = await sandbox.call('/api/session/logout', { token: supplier });
    expect([logout.status, await logout.text()]).toEqual([200, '']);
    expect(logout.headers.get('set-cookie')).toMatch(/^PORTAL_SESSION=;/);
    expect(account && sandbox.state.users.hasBackendSession(account.sub)).toBe(false);
  });

  it('needs a bearer token like every other call', async () => {
    expect((await sandbox.call('/api/session/basic/login', { method: 'POST' })).status).toBe(401);
  });
});

describe('answers where the spec is silent vary by route', () => {
  it('GET /v2/user sends ids as strings and an extra field, which the portal still reads', async () => {
    const body = await (await sandbox.call('/api/v2/user', { token: supplier })).json();
    expect(body).toMatchObject({ id: '101', clientId: '1001', login: 'supplier' });
    expect(userSchema.parse(body)).toMatchObject({ id: '101', clientId: 1001, username: 'supplier', scope: 'LKK' });
  });

  it('the limits carry freeLimit as a string', async () => {
    const body = await (await sandbox.call('/api/lkk/user/limits', { method: 'POST', token: supplier, body: JSON.stringify({ username: 'supplier', scope: 'LKK' }) })).json();
    expect(typeof body.limits[0].freeLimit).toBe('string');
  });

  it('PUT /v2/user/{id}/scope answers 204', async () => {
    const multi = await sandbox.accessTokenOf('multi');
    expect((await sandbox.call('/api/v2/user/105/scope', { method: 'PUT', token: multi, body: '{"scope":"LKD"}' })).status).toBe(204);
  });

  it('system/color carries the theme switches', async () => {
    const body = await (await sandbox.call('/api/system/color', { token: supplier })).json();
    expect(body).toMatchObject({ logoWidth: 160, logoHeight: '40', animation: true, dialogWhiteText: false });
  });
});
