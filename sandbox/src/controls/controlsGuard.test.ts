/** @jest-environment node */
import { SANDBOX_START_MS, startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_MS);

afterAll(async () => {
  await sandbox.stop();
});

afterEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

describe('test controls, driven from another web page', () => {
  it.each([
    ['another origin', { origin: 'http://evil.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a page of a sibling port', { 'sec-fetch-site': 'same-site', origin: 'http://localhost:1' }],
  ])('refuse %s', async (_what, headers) => {
    const reset = await sandbox.call('/__sandbox/reset', { method: 'POST', headers });
    expect(reset.status).toBe(403);
    expect(await reset.json()).toEqual({ message: 'Команды песочницы принимаются только со страниц портала' });
    const emulator = await sandbox.call('/__sandbox/cryptopro/native/certificates', { headers });
    expect(emulator.status).toBe(403);
  });

  it("accept the portal's own pages and callers that are not web pages", async () => {
    const own = new URL(sandbox.urls.main).origin;
    expect((await sandbox.call('/__sandbox/reset', { method: 'POST', headers: { origin: own, 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await sandbox.call('/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect((await sandbox.call('/__sandbox/cryptopro/native/certificates', { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });
});

describe('injected faults on what decides the code and the login server', () => {
  const inject = (fault: object) => sandbox.call('/__sandbox/faults', { method: 'POST', body: JSON.stringify(fault) });

  it.each([
    { path: '/config', status: 200, body: { url: 'http://evil.example', realm: 'x', clientId: 'y' } },
    { path: '/remotes.json', status: 200, body: { LKK: 'http://evil.example/mf-manifest.json' } },
    { path: '/', status: 302 },
    { path: '/rem', status: 204 },
    { path: '/main.js', status: 200, body: 'alert(document.cookie)' },
    { path: '/lkk/main', status: 200, body: '<script>alert(1)</script>' },
    { path: '/keycloak/realms/portal/protocol/openid-connect/token', status: 200, body: { access_token: 'forged' } },
    { path: '/ap', status: 200 },
  ])('refuse a non-error answer for $path ($status)', async (fault) => {
    const response = await inject(fault);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Вне /api/ можно подставить только ошибку (статус 400 и выше)');
    const config = await sandbox.call('/config');
    expect(config.status).toBe(200);
    expect((await config.json()).url).toBe(`${sandbox.urls.main}/keycloak`);
  });

  it('still take errors there, and any status under /api/', async () => {
    expect((await inject({ path: '/remotes.json', status: 503 })).status).toBe(201);
    expect((await sandbox.call('/remotes.json')).status).toBe(503);
    expect((await inject({ path: '/api/v2/user', status: 200, body: {} })).status).toBe(201);
  });

  it('send nosniff with every fault, so its body never runs as a script or a style', async () => {
    expect((await inject({ path: '/main.js', status: 500, body: 'alert(1)' })).status).toBe(201);
    const answer = await sandbox.call('/main.js');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
