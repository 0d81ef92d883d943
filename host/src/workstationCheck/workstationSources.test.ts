/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { browserFacts, cookieSticks, readServerInfo } from './workstationSources';

const server = setupServer();
const CONFIG = { url: 'https://sso.example.ru/keycloak', realm: 'portal', clientId: 'portal-web' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('what the workstation check page asks the server and the browser', () => {
  it("reads the server's clock from GET /config's Date header at the middle of the round trip, and the identity provider's origin", async () => {
    server.use(mock.get('http://localhost/config', () => HttpResponse.json(CONFIG, { headers: { Date: 'Sun, 01 Mar 2026 12:00:00 GMT' } })));
    const times = [1_000, 3_000];
    const info = await readServerInfo(() => times.shift() ?? 0);
    expect(info).toEqual({ clock: { localMs: 2_000, serverMs: Date.parse('2026-03-01T12:00:00Z') }, identityOrigin: 'https://sso.example.ru' });
  });

  it('says why the clock cannot be compared: no Date header, an unreadable one, no answer', async () => {
    server.use(mock.get('http://localhost/config', () => HttpResponse.json(CONFIG), { once: true }));
    expect((await readServerInfo()).clock).toMatchObject({ serverMs: null, reason: 'сервер не прислал заголовок Date' });
    server.use(mock.get('http://localhost/config', () => HttpResponse.json({}, { headers: { Date: 'yesterday' } }), { once: true }));
    const odd = await readServerInfo();
    expect(odd).toMatchObject({ clock: { serverMs: null, reason: 'непонятный заголовок Date «yesterday»' }, identityOrigin: null });
    server.use(mock.get('http://localhost/config', () => HttpResponse.error(), { once: true }));
    expect(await readServerInfo()).toMatchObject({ clock: { serverMs: null }, identityOrigin: null });
  });

  it('writes a test cookie, reads it back and removes it', () => {
    expect(cookieSticks()).toBe(true);
    expect(document.cookie).not.toContain('portal_cookie_check');
    expect(browserFacts('http://localhost')).toMatchObject({ cookieEnabled: true, cookieWritable: true, pageOrigin: 'http://localhost', identityOrigin: 'http://localhost' });
  });
});
