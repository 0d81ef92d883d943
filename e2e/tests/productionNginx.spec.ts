import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { DEMO_USERS } from '../support/demoUsers';
import { E2E_PRODUCTION_NGINX_PORTS, REPO_ROOT } from '../support/ports';
import { expect, test } from '../support/portalTest';
import { NGINX_BINARY, SCOPES, productionNginxOrigins, renderProductionNginx, startProductionNginx, type ProductionNginx } from '../support/productionNginx';
import { pageEntryScript } from '../support/pageEntryScript';
import { cabinetMenu, signIn } from '../support/signIn';

// The production path: deploy/'s nginx templates and start script under Debian's nginx, serving the built host and
// remotes in front of the sandbox with its test controls off (support/productionNginx.ts). Every other browser test
// runs against the sandbox's own static server; this file is what says the images' configuration works.

const { hostUrl: HOST_URL, remoteUrls: REMOTE_URLS } = productionNginxOrigins(E2E_PRODUCTION_NGINX_PORTS);
/** A GET with the given Host header on the wire. */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_CHUNK = /\.[0-9a-f]{8}\.js$/;

let nginx: ProductionNginx | undefined;

test.use({ baseURL: HOST_URL });

test.beforeAll(async () => {
  // Starting the sandbox (tsx) takes most of it.
  test.setTimeout(90_000);
  nginx = await startProductionNginx(E2E_PRODUCTION_NGINX_PORTS);
});

test.afterAll(async () => {
  await nginx?.stop();
});

/** Every value a response sent under `name` (nginx sends Vary once per add_header and once for gzip_vary). */
function headerValues(response: APIResponse, name: string): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .flatMap((header) => header.value.split(','))
    .map((value) => value.trim());
}

/** A hashed chunk of a build that the build also compressed (file.js.br and file.js.gz beside it). */
function compressedHashedChunk(dist: string): string {
  const name = readdirSync(dist).find((file) => HASHED_CHUNK.test(file) && existsSync(path.join(dist, `${file}.br`)) && existsSync(path.join(dist, `${file}.gz`)));
  if (!name) throw new Error(`${dist} has no hashed chunk with a .br and a .gz beside it`);
  return `/${name}`;
}

/**
 * A file answered with `cacheControl` and revalidated by its ETag (304). `encoding`: what a browser accepting both
 * gets — `br` for a file the build compressed (the .br beside it, Debian's brotli_static), then `gzip` (the .gz) for a
 * client accepting gzip alone; `gzip` for the page, which the start script writes and nginx compresses as it goes.
 */
async function expectServed(request: APIRequestContext, url: string, cacheControl: string, encoding: 'br' | 'gzip') {
  const response = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(response.status(), url).toBe(200);
  expect(response.headers()['cache-control'], url).toBe(cacheControl);
  expect(response.headers()['content-encoding'], url).toBe(encoding);
  expect(headerValues(response, 'vary'), url).toContain('Accept-Encoding');
  if (encoding === 'br') {
    const gzipOnly = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers()['content-encoding'], `${url} for a client without brotli`).toBe('gzip');
  }
  const etag = response.headers()['etag'];
  expect(etag, url).toBeTruthy();
  const again = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag ?? '' } });
  expect(again.status(), `${url} revalidated`).toBe(304);
}

for (const user of DEMO_USERS.filter((demo) => demo.login !== 'multi')) {
  test(`${user.login} signs in through nginx and opens ${user.scope} from its remote's nginx, with no policy violation`, async ({ page }) => {
    const pages: Array<{ url: string; policy: string }> = [];
    const remoteFiles: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (response.request().resourceType() === 'document' && url.startsWith(HOST_URL) && !url.startsWith(`${HOST_URL}/keycloak/`)) {
        pages.push({ url, policy: response.headers()['content-security-policy'] ?? '' });
      }
      if (url.startsWith(REMOTE_URLS[user.scope]) && response.ok()) remoteFiles.push(new URL(url).pathname);
    });

    await signIn(page, user.login);
    await expect(page).toHaveURL(`${HOST_URL}${user.landing}`);
    await expect(cabinetMenu(page).getByRole('link')).toHaveText(user.menu);
    // The cabinet came from its remote's nginx, and a reload of the deep link is answered by the page again.
    expect(remoteFiles).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    await page.reload();
    await expect(cabinetMenu(page).getByRole('link')).toHaveText(user.menu);

    // The start script's policy reached every page of the portal (portalTest fails the test on any violation of it).
    expect(pages.length).toBeGreaterThan(0);
    for (const { url, policy } of pages) {
      // The portal, the silent sign-on page's one inline script (by its hash) and exactly the four remotes.
      expect(policy, url).toMatch(new RegExp(`script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' ${SCOPES.map((scope) => REMOTE_URLS[scope]).join(' ')};`));
      expect(policy, url).toContain("object-src 'none'");
    }
  });
}

test('each kind of file has the cache policy the templates promise, revalidated or immutable, compressed as built', async ({ request }) => {
  const hostDist = path.join(REPO_ROOT, 'host', 'dist');
  // The page keeps its name across versions: revalidated on every load. It is written at start with /config inside it
  // (decision 0048) and compressed by nginx as it goes. The entry script it names carries a content hash: cached for good.
  for (const url of ['/', '/index.html']) await expectServed(request, url, 'no-cache', 'gzip');
  await expectServed(request, await pageEntryScript(request, '/'), IMMUTABLE, 'br');
  // The silent check's landing page, loaded ahead by a first visit: kept an hour.
  await expectServed(request, '/silent-check-sso.html', 'public, max-age=3600', 'br');
  await expectServed(request, compressedHashedChunk(hostDist), IMMUTABLE, 'br');
  for (const url of ['/config', '/remotes.json']) {
    const response = await request.get(url);
    expect(response.headers()['cache-control'], url).toBe('no-store');
    expect(response.headers()['content-type'], url).toContain('application/json');
  }
  expect(await (await request.get('/config')).json()).toMatchObject({ url: `${HOST_URL}/keycloak`, realm: 'portal' });
  expect(await (await request.get('/remotes.json')).json()).toEqual(
    Object.fromEntries(SCOPES.map((scope) => [scope, `${REMOTE_URLS[scope]}/mf-manifest.json`])),
  );

  for (const scope of SCOPES) {
    const remote = REMOTE_URLS[scope];
    await expectServed(request, `${remote}/mf-manifest.json`, 'no-cache', 'br');
    await expectServed(request, `${remote}/remoteEntry.js`, 'no-cache', 'br');
    await expectServed(request, `${remote}${compressedHashedChunk(path.join(REPO_ROOT, `remote-${scope.toLowerCase()}`, 'dist'))}`, IMMUTABLE, 'br');
  }
});

test("a script asked for with Accept-Encoding: br is the build's own .br file, from the host and from each remote", async () => {
  const builds = [
    { origin: HOST_URL, dist: path.join(REPO_ROOT, 'host', 'dist') },
    ...SCOPES.map((scope) => ({ origin: REMOTE_URLS[scope], dist: path.join(REPO_ROOT, `remote-${scope.toLowerCase()}`, 'dist') })),
  ];
  for (const { origin, dist } of builds) {
    const chunk = compressedHashedChunk(dist);
    // Node's http, which hands the body over as it came (a client library may decode it).
    const answer = await new Promise<{ encoding: string | undefined; type: string | undefined; body: Buffer }>((resolve, reject) => {
      http
        .get(`${origin}${chunk}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
          const parts: Buffer[] = [];
          response.on('data', (part: Buffer) => parts.push(part));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], type: response.headers['content-type'], body: Buffer.concat(parts) }));
        })
        .on('error', reject);
    });
    expect(answer.encoding, `${origin}${chunk}`).toBe('br');
    expect(answer.type, `${origin}${chunk}`).toContain('javascript');
    expect(answer.body.equals(readFileSync(path.join(dist, `${chunk.slice(1)}.br`))), `${origin}${chunk} is the .br file`).toBe(true);
  }
});

test('a deep link is answered with the page (the SPA fallback), under the page policy', async ({ request }) => {
  // The built page with the answers of /config and /remotes.json before </head> (decision 0048).
  const config = await (await request.get('/config')).text();
  const remotes = await (await request.get('/remotes.json')).text();
  const page = readFileSync(path.join(REPO_ROOT, 'host', 'dist', 'index.html'), 'utf8').replace(
    '</head>',
    `<script type="application/json" id="portal-config">${config.trim()}</script><script type="application/json" id="portal-remotes">${remotes.trim()}</script></head>`,
  );
  for (const url of ['/lkk/registries', '/lkd/supplies', '/lka/reward']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toContain('text/html');
    expect(response.headers()['cache-control'], url).toBe('no-cache');
    expect(response.headers()['content-security-policy'], url).toContain("default-src 'self'");
    // The start script writes the page line by line (awk), so it ends with a newline the build's has not.
    expect((await response.text()).trimEnd(), url).toBe(page.trimEnd());
  }
});

test("Keycloak's admin console, master realm, account console and the portal realm's unused paths are nginx's 404; the portal realm and the API are routed", async ({ request }) => {
  for (const url of [
    '/keycloak/admin/',
    '/keycloak/admin/master/console/',
    '/keycloak/admin/realms/portal/users',
    '/keycloak/realms/master/',
    '/keycloak/realms/master/protocol/openid-connect/auth',
    '/keycloak/realms/master/.well-known/openid-configuration',
    '/keycloak/realms/portal/account',
    '/keycloak/realms/portal/account/',
    '/keycloak/realms/portal/account/applications',
    // Of the portal realm only what the portal uses is routed (deploy/tests/keycloakRoutes.test.ts has the list).
    '/keycloak/realms/portal/clients-registrations/openid-connect',
    '/keycloak/realms/portal/broker/github/endpoint',
    '/keycloak/realms/portal/protocol/saml',
    '/keycloak/realms/portal/protocol/openid-connect/token/introspect',
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    // nginx's own page: the request never reached the identity provider.
    expect(await response.text(), url).toContain('<center>nginx</center>');
  }

  // The portal realm is routed, and the back end is told the portal's public host, never the client's Host header.
  // Sent with node's http, which puts the given Host on the wire as it is (a client library may set its own).
  const discovery = await getWithHost(`${HOST_URL}/keycloak/realms/portal/.well-known/openid-configuration`, 'evil.example');
  expect(discovery.status).toBe(200);
  expect((JSON.parse(discovery.body) as { issuer: string }).issuer).toBe(`${HOST_URL}/keycloak/realms/portal`);
  // Spec §7's X-Requested-With, so the answer is the token check's.
  const api = await request.get('/api/v2/user', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  expect(api.status()).toBe(401);
});

test("the host's configuration holds with Keycloak's and the API's services not there yet: nginx looks their names up per request", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-names-'));
  try {
    // Names no resolver knows, as a cluster's services are before they are created.
    const { conf } = renderProductionNginx(dir, E2E_PRODUCTION_NGINX_PORTS, {
      api: 'http://api.portal.svc.cluster.invalid:3000',
      keycloak: 'http://keycloak-service.portal.svc.cluster.invalid:8080',
    });
    const check = spawnSync(NGINX_BINARY, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
    // A name written into proxy_pass itself fails here with "host not found in upstream".
    expect(check.stderr).not.toContain('host not found');
    expect(check.status, check.stderr).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("each remote shares its files with the portal's origin only, with Vary: Origin", async ({ request }) => {
  const strangers = ['http://evil.example', `http://127.0.0.1:${E2E_PRODUCTION_NGINX_PORTS.host}`];
  for (const scope of SCOPES) {
    for (const file of ['/mf-manifest.json', '/remoteEntry.js']) {
      const url = `${REMOTE_URLS[scope]}${file}`;
      const portal = await request.get(url, { headers: { origin: HOST_URL } });
      expect(portal.headers()['access-control-allow-origin'], url).toBe(HOST_URL);
      expect(headerValues(portal, 'vary'), url).toContain('Origin');
      for (const origin of strangers) {
        const stranger = await request.get(url, { headers: { origin } });
        expect(stranger.status(), `${url} from ${origin}`).toBe(200);
        expect(stranger.headers()['access-control-allow-origin'], `${url} from ${origin}`).toBeUndefined();
        expect(headerValues(stranger, 'vary'), `${url} from ${origin}`).toContain('Origin');
      }
    }
  }
});
