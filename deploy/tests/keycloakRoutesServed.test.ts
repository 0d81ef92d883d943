/**
 * @jest-environment node
 *
 * What the host's nginx (deploy/host/default.conf.template, rendered and run by Debian's nginx in front of a recording
 * upstream) passes to Keycloak: only the paths the portal needs under /keycloak/realms/portal/ (keycloakRoutes.test.ts
 * reads the template's list) and the theme files; nginx itself answers 404 for the rest, including what a crafted path
 * would normalise into. The Ingress routes the same list to Keycloak.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { renderHostNginx, serveHostNginx, type ServedHost } from './hostNginx';

const DEPLOY = path.resolve(__dirname, '..');
jest.setTimeout(60_000);

const REALM = '/keycloak/realms/portal';
const ROUTED = [
  `${REALM}/.well-known/openid-configuration`,
  `${REALM}/protocol/openid-connect/auth?client_id=portal-web&response_type=code`,
  `${REALM}/protocol/openid-connect/auth/9c1b2f`,
  `${REALM}/protocol/openid-connect/token`,
  `${REALM}/protocol/openid-connect/logout`,
  `${REALM}/protocol/openid-connect/logout/logout-confirm`,
  `${REALM}/protocol/openid-connect/userinfo`,
  `${REALM}/protocol/openid-connect/certs`,
  `${REALM}/protocol/openid-connect/3p-cookies/step1.html`,
  `${REALM}/protocol/openid-connect/login-status-iframe.html/init`,
  `${REALM}/login-actions/authenticate?session_code=x`,
  `${REALM}/login-actions/interaction/9c1b2f`,
  '/keycloak/resources/abc/login/keycloak/css/login.css',
];
const NOT_ROUTED = [
  `${REALM}`,
  `${REALM}/`,
  `${REALM}/account`,
  `${REALM}/account/`,
  `${REALM}/clients-registrations/default`,
  `${REALM}/clients-registrations/openid-connect`,
  `${REALM}/broker/google/endpoint`,
  `${REALM}/protocol/openid-connect/token/introspect`,
  `${REALM}/protocol/openid-connect/revoke`,
  `${REALM}/protocol/openid-connect/registrations`,
  `${REALM}/protocol/openid-connect/authx`,
  `${REALM}/protocol/openid-connect/logouts`,
  `${REALM}/protocol/openid-connect/tokens`,
  `${REALM}/protocol/saml`,
  `${REALM}/login-actions/../account`,
  `${REALM}/login-actions/%2e%2e/account`,
  `${REALM}/protocol/openid-connect/auth/..%2F..%2F..%2Faccount`,
  '/keycloak/admin/',
  '/keycloak/admin/realms/portal/users',
  '/keycloak/realms/master/protocol/openid-connect/token',
  '/keycloak/realms/portal-evil/protocol/openid-connect/token',
];

let upstream: http.Server;
const reached: string[] = [];
let served: ServedHost;

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    reached.push(request.url ?? '');
    response.end('keycloak');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-keycloak-routes-'));
  const folders = { runtime: path.join(dir, 'runtime'), page: path.join(dir, 'page'), snippets: path.join(dir, 'snippets'), html: path.join(__dirname, 'fixtures', 'page') };
  const nginx = renderHostNginx(dir, folders, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  const started = spawnSync('sh', [path.join(DEPLOY, 'host', '40-portal-runtime-config.sh')], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      KEYCLOAK_URL: 'https://portal.example.ru/keycloak',
      PASSWORD_CHANGE_PATH: 'v2/user/changePassword',
      REMOTE_LKK_URL: 'https://lkk.example.ru/mf-manifest.json',
      PORTAL_RESOLVER: '127.0.0.1',
      PORTAL_RUNTIME_DIR: folders.runtime,
      PORTAL_PAGE_DIR: folders.page,
      PORTAL_SNIPPETS_DIR: folders.snippets,
      PORTAL_HTML_DIR: folders.html,
      PORTAL_CSP_TEMPLATE: path.join(DEPLOY, 'security', 'content-security-policy.template'),
      PORTAL_NGINX_TEST: nginx.test,
    },
  });
  if (started.status !== 0) throw new Error(started.stderr);
  served = await serveHostNginx(nginx);
});

afterAll(async () => {
  await served?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe("the host's nginx passes to Keycloak", () => {
  it.each(ROUTED)('%s', async (requestPath) => {
    const answer = await served.get(requestPath);
    expect(answer.body).toBe('keycloak');
    // Passed on as it was asked.
    expect(reached).toContain(requestPath);
  });
});

describe("and answers nginx's own 404 for", () => {
  it.each(NOT_ROUTED)('%s', async (requestPath) => {
    const before = reached.length;
    const answer = await served.get(requestPath);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<center>nginx</center>');
    expect(reached.length).toBe(before);
  });
});

describe('the Ingress', () => {
  const ingress = parse(readFileSync(path.join(DEPLOY, 'k8s', 'base', 'ingress.yaml'), 'utf8')) as {
    spec: { rules: Array<{ http: { paths: Array<{ path: string; pathType: string; backend: { service: { name: string } } }> } }> };
  };
  const toKeycloak = ingress.spec.rules.flatMap((rule) => rule.http.paths).filter((entry) => entry.backend.service.name === 'keycloak-service');
  /** Whether an Ingress path takes a request path (Prefix: whole path elements; Exact: the path itself). */
  const takes = (entry: { path: string; pathType: string }, requestPath: string) => {
    const pathOnly = requestPath.split('?')[0] ?? '';
    if (entry.pathType === 'Exact') return pathOnly === entry.path;
    const prefix = entry.path.replace(/\/$/, '');
    return pathOnly === prefix || pathOnly.startsWith(`${prefix}/`);
  };

  it.each(ROUTED)('sends %s to Keycloak', (requestPath) => {
    expect(toKeycloak.some((entry) => takes(entry, requestPath))).toBe(true);
  });

  it.each(NOT_ROUTED.filter((requestPath) => !/%|\.\./.test(requestPath)))('leaves %s to the host (its 404)', (requestPath) => {
    expect(toKeycloak.filter((entry) => takes(entry, requestPath))).toEqual([]);
  });
});
