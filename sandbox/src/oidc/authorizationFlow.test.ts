/** @jest-environment node */
import { decodeJwt } from 'jose';
import { OidcTestClient, TEST_REDIRECT_URI } from '../testing/oidcClient';
import { LOGOUT_CONFIRM_TEXT } from './logoutPage';
import { createPkce } from '../testing/pkce';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';

jest.setTimeout(30_000);

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.stop();
});

function browser(): OidcTestClient {
  return new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer);
}

function fragmentOf(url: URL | undefined): URLSearchParams {
  return new URLSearchParams(url?.hash.slice(1) ?? '');
}

describe('discovery', () => {
  it("publishes Keycloak's endpoint paths", async () => {
    const discovery = await (await fetch(`${sandbox.urls.issuer}/.well-known/openid-configuration`)).json();
    const oidc = `${sandbox.urls.issuer}/protocol/openid-connect`;
    expect(discovery).toMatchObject({
      issuer: sandbox.urls.issuer,
      authorization_endpoint: `${oidc}/auth`,
      token_endpoint: `${oidc}/token`,
      end_session_endpoint: `${oidc}/logout`,
      jwks_uri: `${oidc}/certs`,
      userinfo_endpoint: `${oidc}/userinfo`,
      code_challenge_methods_supported: ['S256'],
    });
    const certs = await (await fetch(`${oidc}/certs`)).json();
    expect(certs.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' })]);
    expect(certs.keys[0].d).toBeUndefined();
  });
});

describe('authorization code flow with PKCE', () => {
  it('shows the Russian login form, keeps the username after a wrong password, then issues tokens', async () => {
    const client = browser();
    const pkce = createPkce();
    const page = await client.authorize(pkce.challenge);
    expect(page.html).toContain('Вход в личный кабинет');
    expect(page.html).toContain('<label for="username">Имя пользователя</label>');
    expect(page.html).toMatch(/<input id="password" name="password" type="password"/);
    expect(page.html).toContain('>Войти</button>');

    const wrong = await client.submitLogin(page.html ?? '', 'agent', 'wrong');
    expect(wrong.html).toContain('Неверное имя пользователя или пароль');
    expect(wrong.html).toContain('value="agent"');

    const done = await client.submitLogin(wrong.html ?? '', 'agent', 'demo');
    const fragment = fragmentOf(done.redirect);
    expect(done.redirect?.href.startsWith(TEST_REDIRECT_URI)).toBe(true);
    expect(fragment.get('state')).toBe('test-state');
    const response = await client.exchangeCode(fragment.get('code') ?? '', pkce.verifier);
    expect(response.status).toBe(200);
    const tokens = await response.json();

    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      iss: sandbox.urls.issuer,
      preferred_username: 'agent',
      name: 'Алексей Викторович Смирнов',
      realm_access: { roles: expect.arrayContaining(['portal-user']) },
      resource_access: { 'portal-web': { roles: ['cabinet-lka'] } },
      scope: expect.stringContaining('openid'),
    });
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(300);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ nonce: 'test-nonce', preferred_username: 'agent' });
    // keycloak-js decodes the refresh token as a JWT.
    expect(decodeJwt(tokens.refresh_token)).toMatchObject({ typ: 'Refresh', exp: expect.any(Number) });
  });

  it('refuses an authorization request without PKCE', async () => {
    const client = browser();
    const url = client.authorizationUrl('unused').replace(/&code_challenge=[^&]*&code_challenge_method=S256/, '');
    const { location } = await client.follow(await client.get(url));
    expect(fragmentOf(location ? new URL(location) : undefined).get('error')).toBe('invalid_request');
  });

  it('refreshes with the enveloped refresh token and rotates it', async () => {
    const client = browser();
    const tokens = await client.signIn('debtor');
    const refreshed = await client.refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const next = await refreshed.json();
    expect(decodeJwt(next.access_token)).toMatchObject({ preferred_username: 'debtor' });
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.refresh_token).typ).toBe('Refresh');
    expect((await sandbox.call('/api/v2/user', { token: next.access_token })).status).toBe(200);

    const reused = await client.refresh(tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect((await reused.json()).error).toBe('invalid_grant');
    expect((await client.refresh('tampered.envelope.value')).status).toBe(400);
  });

  it('serves userinfo for the JWT access token', async () => {
    const tokens = await browser().signIn('principal');
    const userinfo = `${sandbox.urls.issuer}/protocol/openid-connect/userinfo`;
    const response = await fetch(userinfo, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ preferred_username: 'principal', name: 'Ольга Николаевна Кузнецова', email: expect.any(String) });
    expect((await fetch(userinfo)).status).toBe(401);
  });
});

describe("Keycloak's answers, one round trip each", () => {
  it('answers the authorization request with the login form itself, and the form with the redirect to the client', async () => {
    const client = browser();
    const pkce = createPkce();
    const form = await client.get(client.authorizationUrl(pkce.challenge));
    expect(form.status).toBe(200);
    expect(form.headers.get('location')).toBeNull();
    expect(form.headers.get('cache-control')).toBe('no-store');
    const html = await form.text();
    expect(html).toContain('<h1>Вход в личный кабинет</h1>');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(action).toMatch(/\/login-actions\/interaction\/[\w-]+$/);

    const answer = await client.postForm(action, { username: 'supplier', password: 'demo' });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(TEST_REDIRECT_URI);
    const code = fragmentOf(back).get('code') ?? '';
    expect((await client.exchangeCode(code, pkce.verifier)).status).toBe(200);
  });

  it('a wrong password is answered with the form again, and the interaction goes on', async () => {
    const client = browser();
    const pkce = createPkce();
    const html = await (await client.get(client.authorizationUrl(pkce.challenge))).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const refused = await client.postForm(action, { username: 'supplier', password: 'wrong' });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('role="alert"');
    const answer = await client.postForm(action, { username: 'supplier', password: 'demo' });
    expect(fragmentOf(new URL(answer.headers.get('location') ?? '')).get('code')).toBeTruthy();
  });

  it('a form posted from another browser (no interaction cookie) is not finished', async () => {
    const client = browser();
    const html = await (await client.get(client.authorizationUrl(createPkce().challenge))).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const stranger = await browser().postForm(action, { username: 'supplier', password: 'demo' });
    expect(stranger.status).toBe(400);
    expect(stranger.headers.get('location')).toBeNull();
  });
});

describe('silent SSO and logout', () => {
  it('answers prompt=none with login_required without a session and with a code when the session exists', async () => {
    const client = browser();
    const first = await client.authorize(createPkce().challenge, { prompt: 'none' });
    expect(fragmentOf(first.redirect).get('error')).toBe('login_required');

    await client.signIn('multi');
    const silent = await client.authorize(createPkce().challenge, { prompt: 'none' });
    expect(fragmentOf(silent.redirect).get('code')).toEqual(expect.any(String));
  });

  it('ends the session without a confirmation and redirects to post_logout_redirect_uri', async () => {
    const client = browser();
    const tokens = await client.signIn('supplier');
    const params = new URLSearchParams({ client_id: 'portal-web', id_token_hint: tokens.id_token, post_logout_redirect_uri: TEST_REDIRECT_URI });
    const page = await client.get(`${sandbox.urls.issuer}/protocol/openid-connect/logout?${params}`);
    const html = await page.text();
    expect(html).toContain("document.getElementById('op.logoutForm').submit()");
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((match) => [match[1], match[2]]));
    expect(fields.logout).toBe('yes');
    const confirmed = await client.postForm(action, fields as Record<string, string>);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(TEST_REDIRECT_URI);

    const silent = await client.authorize(createPkce().challenge, { prompt: 'none' });
    expect(fragmentOf(silent.redirect).get('error')).toBe('login_required');
    expect((await client.refresh(tokens.refresh_token)).status).toBe(400);
  });
});

describe("a logout link carrying somebody else's ID token", () => {
  it('asks for a confirmation: a validly signed hint of another user does not sign this one out', async () => {
    const stranger = browser();
    const strangersTokens = await stranger.signIn('supplier');
    const client = browser();
    await client.signIn('debtor');
    const params = new URLSearchParams({ client_id: 'portal-web', id_token_hint: strangersTokens.id_token, post_logout_redirect_uri: TEST_REDIRECT_URI });
    const page = await client.get(`${sandbox.urls.issuer}/protocol/openid-connect/logout?${params}`);
    const html = await page.text();
    expect(html).toContain(LOGOUT_CONFIRM_TEXT);
    expect(html).not.toContain('.submit()');
    const stillIn = await client.authorize(createPkce().challenge, { prompt: 'none' });
    expect(fragmentOf(stillIn.redirect).get('code')).toEqual(expect.any(String));
  });
});

describe('a logout link from anywhere (no id_token_hint)', () => {
  it('asks for a confirmation and keeps the session until the user presses Выйти', async () => {
    const client = browser();
    await client.signIn('debtor');
    const page = await client.get(`${sandbox.urls.issuer}/protocol/openid-connect/logout?client_id=portal-web`);
    const html = await page.text();
    expect(html).toContain(LOGOUT_CONFIRM_TEXT);
    expect(html).toContain('<button type="submit">Выйти</button>');
    expect(html).not.toContain('.submit()');
    const stillIn = await client.authorize(createPkce().challenge, { prompt: 'none' });
    expect(fragmentOf(stillIn.redirect).get('code')).toEqual(expect.any(String));
  });
});

describe('keycloak-js helper pages', () => {
  it('reports third-party cookies as supported when the check cookie comes back', async () => {
    const client = browser();
    const step1 = await client.get(`${sandbox.urls.issuer}/protocol/openid-connect/3p-cookies/step1.html`);
    expect(step1.status).toBe(302);
    const step2 = await client.get(step1.headers.get('location') ?? '');
    expect(await step2.text()).toContain('postMessage("supported"');
    const withoutCookie = await fetch(`${sandbox.urls.issuer}/protocol/openid-connect/3p-cookies/step2.html`);
    expect(await withoutCookie.text()).toContain('postMessage("unsupported"');
  });

  it('serves the session status iframe', async () => {
    const response = await fetch(`${sandbox.urls.issuer}/protocol/openid-connect/login-status-iframe.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("postMessage('unchanged'");
  });
});

describe('CORS for keycloak-js on another local origin', () => {
  const origin = 'http://localhost:5999';

  it('answers the token preflight and the token call with the origin and credentials', async () => {
    const token = `${sandbox.urls.issuer}/protocol/openid-connect/token`;
    const preflight = await fetch(token, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');

    const client = browser();
    const tokens = await client.signIn('supplier');
    const refreshed = await fetch(token, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'portal-web', refresh_token: tokens.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('access-control-allow-origin')).toBe(origin);
    expect(refreshed.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('gives no CORS grant to a foreign origin', async () => {
    const response = await fetch(`${sandbox.urls.issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&client_id=portal-web&refresh_token=x',
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('pages outside the portal origins', () => {
  const stranger = 'http://localhost:4999';

  it('get no credentialed CORS answer', async () => {
    const preflight = await fetch(`${sandbox.urls.issuer}/protocol/openid-connect/token`, {
      method: 'OPTIONS',
      headers: { origin: stranger, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('are refused as redirect and post-logout redirect targets', async () => {
    const params = new URLSearchParams({ client_id: 'portal-web', response_type: 'code', scope: 'openid', redirect_uri: `${stranger}/`, code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', response_mode: 'fragment' });
    const authorize = await fetch(`${sandbox.urls.issuer}/protocol/openid-connect/auth?${params}`, { redirect: 'manual' });
    expect(authorize.status).toBe(400);
    expect(authorize.headers.get('location')).toBeNull();

    const tokens = await browser().signIn('supplier');
    const logout = new URLSearchParams({ client_id: 'portal-web', id_token_hint: tokens.id_token, post_logout_redirect_uri: `${stranger}/` });
    const answer = await fetch(`${sandbox.urls.issuer}/protocol/openid-connect/logout?${logout}`, { redirect: 'manual' });
    expect(answer.headers.get('location') ?? '').not.toContain(stranger);
  });
});
