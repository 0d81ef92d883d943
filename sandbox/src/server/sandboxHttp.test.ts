/** @jest-environment node */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateKeyPair, SignJWT } from 'jose';
import { identityConfigSchema, userSchema } from '@portal/api';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';

jest.setTimeout(30_000);

let sandbox: TestSandbox;
let supplier: string;
let multi: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  supplier = await sandbox.accessTokenOf('supplier');
  multi = await sandbox.accessTokenOf('multi');
});

afterAll(async () => {
  await sandbox.stop();
});

afterEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

describe('start-up files', () => {
  it('serves /config for keycloak-js', async () => {
    const response = await sandbox.call('/config');
    const config = identityConfigSchema.parse(await response.json());
    expect(config).toEqual({ url: `${sandbox.urls.main}/keycloak`, realm: 'portal', clientId: 'portal-web' });
  });

  it('creates remotes.json pointing at its own remote listeners and re-reads it on every request', async () => {
    const first = await sandbox.call('/remotes.json');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual(Object.fromEntries(Object.entries(sandbox.urls.remotes)));

    const original = readFileSync(sandbox.urls.remotesFile, 'utf8');
    writeFileSync(sandbox.urls.remotesFile, JSON.stringify({ LKK: 'http://localhost:3011/mf-manifest.json' }));
    expect(await (await sandbox.call('/remotes.json')).json()).toEqual({ LKK: 'http://localhost:3011/mf-manifest.json' });

    writeFileSync(sandbox.urls.remotesFile, '{ "LKK": ');
    const broken = await sandbox.call('/remotes.json');
    expect(broken.status).toBe(500);
    expect((await broken.json()).message).toMatch(/not valid JSON/);

    writeFileSync(sandbox.urls.remotesFile, JSON.stringify({ LKX: 'http://localhost:1/mf-manifest.json' }));
    expect((await sandbox.call('/remotes.json')).status).toBe(500);
    writeFileSync(sandbox.urls.remotesFile, original);
  });

  it('serves the host with a history-mode fallback and cache headers', async () => {
    const page = await sandbox.call('/lkk/main');
    expect(page.status).toBe(200);
    // The page names the current main.<hash>.js: revalidated on every load, never no-store (a 304 when unchanged).
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
    const again = await sandbox.call('/lkk/main', { headers: { 'if-none-match': page.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    const chunk = await sandbox.call('/main.0123abcd.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect((await sandbox.call('/missing.js')).status).toBe(404);
  });

  it("serves the host build's portal-shared.json (what portal-remotes judges cabinets against) revalidated, like the page", async () => {
    const versions = { host: '1.3.0', shared: { '@portal/ui/chakra': '1.3.0' } };
    writeFileSync(path.join(sandbox.hostDist, 'portal-shared.json'), JSON.stringify(versions));
    try {
      const answer = await sandbox.call('/portal-shared.json');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.json()).toEqual(versions);
    } finally {
      rmSync(path.join(sandbox.hostDist, 'portal-shared.json'));
    }
    // A host built without it: a 404, not the page (portal-remotes says the portal is older).
    expect((await sandbox.call('/portal-shared.json')).status).toBe(404);
  });

  it('puts the answers of /config and /remotes.json into every answer that is the page, so start-up need not ask', async () => {
    writeFileSync(path.join(sandbox.hostDist, 'index.html'), '<html><head><title>Кабинет</title></head><body><div id="root"></div></body></html>');
    const config = await (await sandbox.call('/config')).json();
    const remotes = await (await sandbox.call('/remotes.json')).json();
    for (const url of ['/', '/index.html', '/lkk/main']) {
      const html = await (await sandbox.call(url)).text();
      const blocks = /<script type="application\/json" id="portal-config">(.*?)<\/script><script type="application\/json" id="portal-remotes">(.*?)<\/script><\/head>/.exec(html);
      expect(blocks && JSON.parse(blocks[1] ?? '')).toEqual(config);
      expect(blocks && JSON.parse(blocks[2] ?? '')).toEqual(remotes);
    }
    writeFileSync(path.join(sandbox.hostDist, 'index.html'), '<div id="root"></div>');
  });

  it('explains a missing host build', async () => {
    rmSync(path.join(sandbox.hostDist, 'index.html'));
    const page = await sandbox.call('/');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('run the build first');
    writeFileSync(path.join(sandbox.hostDist, 'index.html'), '<div id="root"></div>');
  });
});

describe('remote listeners', () => {
  it('serve mf-manifest.json cross-origin without caching, and go offline and online on command', async () => {
    const manifest = sandbox.urls.remotes.LKD ?? '';
    const portal = new URL(sandbox.urls.main).origin;
    const online = await fetch(manifest, { headers: { origin: portal } });
    expect(online.status).toBe(200);
    expect(online.headers.get('access-control-allow-origin')).toBe(portal);
    expect(online.headers.get('cache-control')).toBe('no-cache');

    expect((await sandbox.call('/__sandbox/remotes/LKD/offline', { method: 'POST' })).status).toBe(200);
    expect((await fetch(manifest)).status).toBe(503);
    expect((await fetch(sandbox.urls.remotes.LKK ?? '')).status).toBe(200);

    await sandbox.call('/__sandbox/remotes/lkd/online', { method: 'POST' });
    expect((await fetch(manifest)).status).toBe(200);
  });
});

describe('/api security', () => {
  it('answers 401 without a token', async () => {
    const response = await sandbox.call('/api/v2/user');
    expect(response.status).toBe(401);
    expect((await response.json()).message).toEqual(expect.any(String));
  });

  it('answers 401 to a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ preferred_username: 'supplier' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' })
      .setIssuer(sandbox.urls.issuer)
      .setAudience('portal-api')
      .setSubject('8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e01')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await sandbox.call('/api/v2/user', { token: forged })).status).toBe(401);
    expect((await sandbox.call('/api/v2/user', { token: 'not-a-jwt' })).status).toBe(401);
  });

  it("refuses another cabinet's prefix with 403 and lets LKP use LKK paths", async () => {
    const response = await sandbox.call('/api/lkd/events/status', { token: supplier });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toContain('Кабинет дебитора');
    // Allowed prefix, a call the API does not have: 404.
    expect((await sandbox.call('/api/lkk/no-such-call', { token: supplier })).status).toBe(404);
    const principal = await sandbox.accessTokenOf('principal');
    expect((await sandbox.call('/api/lkk/user/limits', { token: principal, method: 'POST', body: JSON.stringify({ username: 'principal', scope: 'LKP' }) })).status).toBe(200);
    expect((await sandbox.call('/api/lka/dict/contract-facts', { token: principal })).status).toBe(403);
  });

  it('answers unknown calls with 404 JSON', async () => {
    const response = await sandbox.call('/api/no/such/call', { token: supplier });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toContain('/api/no/such/call');
  });
});

describe('user calls', () => {
  it('returns the token user matching the contract', async () => {
    const response = await sandbox.call('/api/v2/user', { token: supplier });
    const user = userSchema.parse(await response.json());
    expect(user).toMatchObject({ username: 'supplier', scope: 'LKK', availableSystems: ['LKK'] });
  });

  it('answers 400 naming the field for a malformed scope body', async () => {
    const wrongValue = await sandbox.call('/api/v2/user/105/scope', { token: multi, method: 'PUT', body: '{"scope":"XYZ"}' });
    expect(wrongValue.status).toBe(400);
    expect((await wrongValue.json()).message).toContain('scope');
    const brokenJson = await sandbox.call('/api/v2/user/105/scope', { token: multi, method: 'PUT', body: '{"scope":' });
    expect(brokenJson.status).toBe(400);
    expect((await brokenJson.json()).message).toBe('Некорректный JSON в теле запроса');
    const missing = await sandbox.call('/api/v2/user/105/scope', { token: multi, method: 'PUT', body: '{}' });
    expect((await missing.json()).message).toBe('Не заполнено обязательное поле «scope»');
  });

  it('switches the scope for the run and then guards the new cabinet', async () => {
    const switched = await sandbox.call('/api/v2/user/105/scope', { token: multi, method: 'PUT', body: '{"scope":"LKD"}' });
    expect(switched.status).toBe(204);
    expect((await (await sandbox.call('/api/v2/user', { token: multi })).json()).scope).toBe('LKD');
    expect((await sandbox.call('/api/lkk/dict/debtors', { token: multi })).status).toBe(403);
    expect((await sandbox.call('/api/lkd/no-such-call', { token: multi })).status).toBe(404);
  });

  it("refuses a scope outside availableSystems and another user's id", async () => {
    expect((await sandbox.call('/api/v2/user/101/scope', { token: supplier, method: 'PUT', body: '{"scope":"LKD"}' })).status).toBe(403);
    expect((await sandbox.call('/api/v2/user/105/scope', { token: supplier, method: 'PUT', body: '{"scope":"LKK"}' })).status).toBe(403);
  });

  it('moves the current login time to the previous one', async () => {
    const before = userSchema.parse(await (await sandbox.call('/api/v2/user', { token: supplier })).json());
    const marked = await sandbox.call('/api/v2/user/lastlogin', { token: supplier, method: 'PUT' });
    expect(marked.status).toBe(200);
    expect(await marked.text()).toBe('');
    const after = userSchema.parse(await (await sandbox.call('/api/v2/user', { token: supplier })).json());
    expect(after.previousLoginTime).toBe(before.currentLoginTime);
    expect(Date.parse(after.currentLoginTime ?? '')).toBeGreaterThan(Date.parse(before.currentLoginTime ?? ''));
  });

  it('serves the start-up calls', async () => {
    const env = await (await sandbox.call('/api/env', { token: supplier })).json();
    expect(env).toMatchObject({ BRANCH: 'factoring', IS_CHECH_SUPPLY: true });
    const i18n = await (await sandbox.call('/api/i18n', { token: supplier })).json();
    expect(i18n.clientCabinetTitle).toBe('Кабинет клиента');
    expect(await (await sandbox.call('/api/designschema', { token: supplier })).text()).toBe('light');
    const colors = await (await sandbox.call('/api/system/color', { token: supplier })).json();
    expect(colors.light.primary).toBe('#1976D2');
    const info = await (await sandbox.call('/api/info/systeminfologin', { token: supplier })).json();
    expect(info).toEqual({ i18n, version: expect.any(String) });
    const page = await (await sandbox.call('/api/system/page', { token: supplier })).json();
    expect(page).toMatchObject({ env, systemColors: colors, designSchema: 'light' });
    const logo = await sandbox.call('/api/image/LKK_LOGO_IMAGE', { token: supplier });
    expect(logo.headers.get('content-type')).toContain('text/plain');
    expect(await logo.text()).toMatch(/^<svg/);
    expect((await sandbox.call('/api/log/error', { token: supplier, method: 'POST', body: '{"message":"boom"}' })).status).toBe(204);
    expect((await sandbox.call('/api/log/error', { token: supplier, method: 'POST', body: '{}' })).status).toBe(400);
  });
});

describe('fault injection', () => {
  it('answers the injected status the given number of times, then stops', async () => {
    const injected = await sandbox.call('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/api/v2/user', status: 500, count: 2, body: { message: 'сбой' } }),
    });
    expect(injected.status).toBe(201);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await sandbox.call('/api/v2/user', { token: supplier });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'сбой' });
    }
    expect((await sandbox.call('/api/v2/user', { token: supplier })).status).toBe(200);
  });

  it('matches the method when given, sends text bodies, and is cleared by DELETE', async () => {
    await sandbox.call('/__sandbox/faults', { method: 'POST', body: JSON.stringify({ path: '/api/v2/user', method: 'put', status: 451, count: 5, body: 'недоступно' }) });
    expect((await sandbox.call('/api/v2/user', { token: supplier })).status).toBe(200);
    const put = await sandbox.call('/api/v2/user/lastlogin', { token: supplier, method: 'PUT' });
    expect(put.status).toBe(451);
    expect(await put.text()).toBe('недоступно');
    await sandbox.call('/__sandbox/faults', { method: 'DELETE' });
    expect((await sandbox.call('/api/v2/user/lastlogin', { token: supplier, method: 'PUT' })).status).toBe(200);
  });

  it('refuses a malformed fault', async () => {
    const response = await sandbox.call('/__sandbox/faults', { method: 'POST', body: JSON.stringify({ path: 'api', status: 500 }) });
    expect(response.status).toBe(400);
  });
});
