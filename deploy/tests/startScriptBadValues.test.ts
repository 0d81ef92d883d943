/**
 * @jest-environment node
 *
 * The host image's start script (deploy/host/40-portal-runtime-config.sh) fails closed: fed each kind of bad value an
 * attacker or a typo can put into its variables or the mounted remotes.json, it either refuses (a non-zero exit, an
 * ERROR line naming the variable, every file it serves left as it was) or the policy Debian's nginx then serves is
 * exactly the expected one. Each case starts from a good start, and the script's `nginx -t` is Debian's nginx on the
 * host's own configuration (hostNginx.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderHostNginx, serveHostNginx, type HostNginx } from './hostNginx';

const DEPLOY = path.resolve(__dirname, '..');
const TEMPLATE = path.join(DEPLOY, 'security', 'content-security-policy.template');
jest.setTimeout(60_000);

const PORTAL = 'https://portal.example.ru';
const LKK = 'https://lkk.example.ru/mf-manifest.json';

/** The template with these origins filled in, as the policy must read. */
function expectedPolicy(remoteOrigins: string[], idpOrigin: string): string {
  return readFileSync(TEMPLATE, 'utf8')
    .trim()
    .split('{{REMOTE_ORIGINS}}')
    .join(remoteOrigins.join(' '))
    .split('{{IDP_ORIGIN}}')
    .join(idpOrigin)
    .replace(/ +/g, ' ')
    .replace(/ ;/g, ';');
}

interface Stand {
  dir: string;
  nginx: HostNginx;
  env: Record<string, string>;
  run: (extra: Record<string, string | undefined>) => { status: number | null; stderr: string };
  /** Every file the script writes for nginx, by name, with its text. */
  served: () => Record<string, string>;
}

function stand(): Stand {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bad-values-'));
  const folders = { runtime: path.join(dir, 'runtime'), page: path.join(dir, 'page'), snippets: path.join(dir, 'snippets'), html: path.join(__dirname, 'fixtures', 'page') };
  const nginx = renderHostNginx(dir, folders);
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    KEYCLOAK_URL: `${PORTAL}/keycloak`,
    PASSWORD_CHANGE_PATH: 'v2/user/changePassword',
    REMOTE_LKK_URL: LKK,
    PORTAL_RESOLVER: '127.0.0.1',
    PORTAL_RUNTIME_DIR: folders.runtime,
    PORTAL_HTML_DIR: folders.html,
    PORTAL_PAGE_DIR: folders.page,
    PORTAL_SNIPPETS_DIR: folders.snippets,
    PORTAL_CSP_TEMPLATE: TEMPLATE,
    PORTAL_NGINX_TEST: nginx.test,
  };
  const run = (extra: Record<string, string | undefined>) => {
    const merged: Record<string, string> = { ...env };
    for (const [name, value] of Object.entries(extra)) {
      if (value === undefined) delete merged[name];
      else merged[name] = value;
    }
    const result = spawnSync('sh', [path.join(DEPLOY, 'host', '40-portal-runtime-config.sh')], { env: merged, encoding: 'utf8' });
    return { status: result.status, stderr: result.stderr };
  };
  const served = () =>
    Object.fromEntries(
      [folders.runtime, folders.page, folders.snippets].flatMap((folder) =>
        readdirSync(folder)
          .filter((name) => !name.startsWith('.'))
          .map((name) => [path.join(folder, name), readFileSync(path.join(folder, name), 'utf8')]),
      ),
    );
  return { dir, nginx, env, run, served };
}

/** A mounted remotes.json with this text, in place of the REMOTE_* variables. */
function mounted(dir: string, text: string): Record<string, string | undefined> {
  const file = path.join(dir, 'mounted-remotes.json');
  writeFileSync(file, text);
  return { PORTAL_REMOTES_FILE: file, REMOTE_LKK_URL: undefined };
}
const file = (json: unknown) => (dir: string) => mounted(dir, JSON.stringify(json));
const fileText = (text: string) => (dir: string) => mounted(dir, text);
const vars = (extra: Record<string, string>) => () => extra;

type Values = (dir: string) => Record<string, string | undefined>;
/** [what, the values, the variable the refusal must name]. */
const REFUSED: Array<[string, Values, string]> = [
  // KEYCLOAK_URL: its origin goes into the policy, its host into nginx's headers.
  ['KEYCLOAK_URL with #', vars({ KEYCLOAK_URL: `${PORTAL}/keycloak#x` }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with a newline', vars({ KEYCLOAK_URL: `${PORTAL}/keycloak\nadd_header X-Injected 1;` }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with an escaped quote', vars({ KEYCLOAK_URL: `${PORTAL}/key\\"cloak` }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with " in its user info', vars({ KEYCLOAK_URL: 'https://a"; add_header X-Injected 1; "@portal.example.ru/keycloak' }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with user info', vars({ KEYCLOAK_URL: 'https://user:secret@portal.example.ru/keycloak' }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with $', vars({ KEYCLOAK_URL: `${PORTAL}/$uri` }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with $http_x_evil', vars({ KEYCLOAK_URL: `${PORTAL}/keycloak$http_x_evil` }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with &', vars({ KEYCLOAK_URL: `${PORTAL}/keycloak?a=1&b=2` }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with spaces', vars({ KEYCLOAK_URL: "https://portal.example.ru 'unsafe-inline' 'unsafe-eval'/keycloak" }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL https://*', vars({ KEYCLOAK_URL: 'https://*/keycloak' }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with a wildcard host', vars({ KEYCLOAK_URL: 'https://*.example.ru/keycloak' }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with ;', vars({ KEYCLOAK_URL: 'https://portal.example.ru;script-src/keycloak' }), 'KEYCLOAK_URL'],
  ["KEYCLOAK_URL with '", vars({ KEYCLOAK_URL: "https://portal.example.ru/'unsafe-eval'" }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with a backslash', vars({ KEYCLOAK_URL: 'https://portal.example.ru\\/keycloak' }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with a tab', vars({ KEYCLOAK_URL: `${PORTAL}/\tkeycloak` }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with the template token', vars({ KEYCLOAK_URL: `${PORTAL}/{{REMOTE_ORIGINS}}` }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL not http(s)', vars({ KEYCLOAK_URL: 'javascript:alert(1)' }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL with a port that is no number', vars({ KEYCLOAK_URL: 'https://portal.example.ru:80a/keycloak' }), 'KEYCLOAK_URL'],
  ['KEYCLOAK_URL empty', vars({ KEYCLOAK_URL: '' }), 'KEYCLOAK_URL'],
  // A remote's URL variable: its origin goes into script-src.
  ['REMOTE_LKK_URL with #', vars({ REMOTE_LKK_URL: `${LKK}#x` }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL with a newline', vars({ REMOTE_LKK_URL: 'https://lkk.example.ru/\nadd_header X-Injected 1;' }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL with an escaped quote', vars({ REMOTE_LKK_URL: 'https://lkk.example.ru/\\"mf-manifest.json' }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL with " in its user info', vars({ REMOTE_LKK_URL: 'https://a"; add_header X-Injected 1; "@lkk.example.ru/' }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL with $', vars({ REMOTE_LKK_URL: 'https://lkk.example.ru/$uri/' }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL with $http_x_evil', vars({ REMOTE_LKK_URL: 'https://lkk.example.ru/$http_x_evil' }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL with spaces', vars({ REMOTE_LKK_URL: "https://lkk.example.ru 'unsafe-inline' 'unsafe-eval'" }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL with its scheme in capitals (the host refuses it too)', vars({ REMOTE_LKK_URL: 'HTTPS://LKK.Example.RU/' }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL https://*', vars({ REMOTE_LKK_URL: 'https://*' }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL with a wildcard host', vars({ REMOTE_LKK_URL: 'https://*.cabinets.example.ru/' }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL with ;', vars({ REMOTE_LKK_URL: 'https://lkk.example.ru;script-src/' }), 'REMOTE_LKK_URL'],
  ["REMOTE_LKK_URL with '", vars({ REMOTE_LKK_URL: "https://lkk.example.ru/'unsafe-eval'" }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL with a backslash', vars({ REMOTE_LKK_URL: 'https://lkk.example.ru\\/' }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL not http(s)', vars({ REMOTE_LKK_URL: 'javascript:alert(1)' }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKK_URL scheme-relative', vars({ REMOTE_LKK_URL: '//evil.example/mf-manifest.json' }), 'REMOTE_LKK_URL'],
  ["REMOTE_LKK_URL on the portal's host name", vars({ REMOTE_LKK_URL: 'https://portal.example.ru:8443/lkk/' }), 'REMOTE_LKK_URL'],
  ['REMOTE_LKD_URL with spaces', vars({ REMOTE_LKD_URL: "https://lkd.example.ru 'unsafe-inline'" }), 'REMOTE_LKD_URL'],
  ['REMOTE_LKK_FALLBACK_URL with "', vars({ REMOTE_LKK_FALLBACK_URL: 'https://old"lkk.example.ru/' }), 'REMOTE_LKK_FALLBACK_URL'],
  ['REMOTE_LKK_CANARY_URL with $http_x_evil', vars({ REMOTE_LKK_CANARY_URL: 'https://next.example.ru/$http_x_evil', REMOTE_LKK_CANARY_PERCENT: '10' }), 'REMOTE_LKK_CANARY_URL'],
  ['REMOTE_LKK_CANARY_PERCENT with ;', vars({ REMOTE_LKK_CANARY_URL: 'https://next.example.ru/', REMOTE_LKK_CANARY_PERCENT: '10;' }), 'REMOTE_LKK_CANARY_PERCENT'],
  ['REMOTE_LKK_CANARY_PERCENT 1e2', vars({ REMOTE_LKK_CANARY_URL: 'https://next.example.ru/', REMOTE_LKK_CANARY_PERCENT: '1e2' }), 'REMOTE_LKK_CANARY_PERCENT'],
  ['PORTAL_RESOLVER with a directive', vars({ PORTAL_RESOLVER: '127.0.0.1; add_header X-Injected 1' }), 'PORTAL_RESOLVER'],
  ['PORTAL_RESOLVER with $http_x_evil', vars({ PORTAL_RESOLVER: '$http_x_evil' }), 'PORTAL_RESOLVER'],
  ['PORTAL_RESOLVER not an address', vars({ PORTAL_RESOLVER: '999.1.1.1' }), 'PORTAL_RESOLVER'],
  // The mounted remotes.json (the k8s ConfigMap, compose's remotes file).
  ['a mounted URL with #', file({ LKK: `${LKK}#x` }), 'PORTAL_REMOTES_FILE'],
  ['a mounted URL with a newline', file({ LKK: 'https://lkk.example.ru/\nadd_header X-Injected 1;' }), 'PORTAL_REMOTES_FILE'],
  ['a mounted URL with an escaped quote', file({ LKK: 'https://lkk.example.ru/\\"x' }), 'PORTAL_REMOTES_FILE'],
  ['a mounted URL with " in its user info', file({ LKK: 'https://a"; add_header X-Injected 1; "@lkk.example.ru/' }), 'PORTAL_REMOTES_FILE'],
  ['a mounted URL with $', file({ LKK: 'https://lkk.example.ru/$uri' }), 'PORTAL_REMOTES_FILE'],
  ['a mounted URL with $http_x_evil', file({ LKK: 'https://lkk.example.ru/$http_x_evil' }), 'PORTAL_REMOTES_FILE'],
  ['a mounted URL with spaces', file({ LKK: "https://lkk.example.ru 'unsafe-inline' 'unsafe-eval'" }), 'PORTAL_REMOTES_FILE'],
  ['a mounted https://*', file({ LKK: 'https://*' }), 'PORTAL_REMOTES_FILE'],
  ['a mounted https://*.cabinets…', file({ LKK: 'https://*.cabinets.example.ru/mf-manifest.json' }), 'PORTAL_REMOTES_FILE'],
  ['a mounted fallback with "', file({ LKK: { url: LKK, fallback: 'https://old"lkk.example.ru/' } }), 'PORTAL_REMOTES_FILE'],
  ['a mounted canary URL with $http_x_evil', file({ LKK: { url: LKK, canary: { url: 'https://next.example.ru/$http_x_evil', percent: 10 } } }), 'PORTAL_REMOTES_FILE'],
  ['a mounted canary percent of 150', file({ LKK: { url: LKK, canary: { url: 'https://next.example.ru/', percent: 150 } } }), 'PORTAL_REMOTES_FILE'],
  ['a mounted canary percent as text', file({ LKK: { url: LKK, canary: { url: 'https://next.example.ru/', percent: '10' } } }), 'PORTAL_REMOTES_FILE'],
  ['a mounted entry with an unknown field', file({ LKK: { url: LKK, policy: "'unsafe-eval'" } }), 'PORTAL_REMOTES_FILE'],
  ['a mounted unknown cabinet', file({ EVIL: LKK }), 'PORTAL_REMOTES_FILE'],
  ['a mounted entry that is a number', file({ LKK: 1 }), 'PORTAL_REMOTES_FILE'],
  ['a mounted array', file([LKK]), 'PORTAL_REMOTES_FILE'],
  ['a mounted file with a trailing comma', fileText(`{ "LKK": "${LKK}", }`), 'PORTAL_REMOTES_FILE'],
  ['a mounted file that is not JSON', fileText(`LKK=${LKK}`), 'PORTAL_REMOTES_FILE'],
  ['a mounted empty file', fileText(''), 'PORTAL_REMOTES_FILE'],
  ['a mounted file of two JSON values', fileText(`{"LKK": "${LKK}"} {"LKD": "${LKK}"}`), 'PORTAL_REMOTES_FILE'],
  ["a mounted URL on the portal's host name", file({ LKK: 'https://portal.example.ru/lkk/mf-manifest.json' }), 'PORTAL_REMOTES_FILE'],
  ['a mounted scheme-relative URL', file({ LKK: '//evil.example/mf-manifest.json' }), 'PORTAL_REMOTES_FILE'],
  ['a mounted javascript: URL', file({ LKK: 'javascript:alert(1)' }), 'PORTAL_REMOTES_FILE'],
  ['a mounted malformed config.json', (dir) => ({ PORTAL_CONFIG_FILE: mounted(dir, '{"url": "x",').PORTAL_REMOTES_FILE, PORTAL_REMOTES_FILE: undefined }), 'PORTAL_CONFIG_FILE'],
  // PASSWORD_CHANGE_PATH: required, a path under /api/ by the host's own rule (decision 0061).
  ['PASSWORD_CHANGE_PATH unset', () => ({ PASSWORD_CHANGE_PATH: undefined }), 'PASSWORD_CHANGE_PATH'],
  ['PASSWORD_CHANGE_PATH empty', vars({ PASSWORD_CHANGE_PATH: '' }), 'PASSWORD_CHANGE_PATH'],
  ['PASSWORD_CHANGE_PATH an origin', vars({ PASSWORD_CHANGE_PATH: 'https://evil.example/change' }), 'PASSWORD_CHANGE_PATH'],
  ['PASSWORD_CHANGE_PATH climbing out with ..', vars({ PASSWORD_CHANGE_PATH: 'v2/../../admin' }), 'PASSWORD_CHANGE_PATH'],
  ['PASSWORD_CHANGE_PATH with a newline', vars({ PASSWORD_CHANGE_PATH: 'v2/user/change\nsecond' }), 'PASSWORD_CHANGE_PATH'],
  ['a mounted config.json without passwordChangePath', (dir) => ({ PORTAL_CONFIG_FILE: mounted(dir, '{"url":"https://portal.example.ru/keycloak","realm":"portal","clientId":"portal-web"}').PORTAL_REMOTES_FILE, PORTAL_REMOTES_FILE: undefined }), 'passwordChangePath'],
];

/** [what, the values, the remote origins and the identity provider origin the served policy names]. */
const SERVED: Array<[string, Values, string[], string]> = [
  ['REMOTE_LKK_URL with & in its query', vars({ REMOTE_LKK_URL: 'https://lkk.example.ru/mf-manifest.json?v=1&t=2' }), ['https://lkk.example.ru'], PORTAL],
  ['REMOTE_LKK_URL with a host in capitals and a port', vars({ REMOTE_LKK_URL: 'https://LKK.Example.RU:8443/' }), ['https://lkk.example.ru:8443'], PORTAL],
  ["REMOTE_LKK_URL a path on the portal's site", vars({ REMOTE_LKK_URL: '/cabinets/lkk/mf-manifest.json' }), [], PORTAL],
  ['KEYCLOAK_URL in capitals with a port', vars({ KEYCLOAK_URL: 'HTTPS://Portal.Example.RU:8443/keycloak' }), ['https://lkk.example.ru'], 'https://portal.example.ru:8443'],
  ['a mounted URL with & in its query', file({ LKK: 'https://lkk.example.ru/mf-manifest.json?v=1&t=2' }), ['https://lkk.example.ru'], PORTAL],
  ['a mounted roll-out entry', file({ LKK: { url: LKK, fallback: 'https://old.example.ru/', canary: { url: 'https://next.example.ru/mf-manifest.json', percent: 5 } } }), ['https://lkk.example.ru', 'https://old.example.ru', 'https://next.example.ru'], PORTAL],
  ['a mounted file naming no cabinet', file({}), [], PORTAL],
];

test('the table holds at least 48 kinds of bad value', () => {
  expect(REFUSED.length + SERVED.length).toBeGreaterThanOrEqual(48);
});

describe('the start script refuses, naming the variable, and changes nothing', () => {
  it.each(REFUSED)('%s', (_what, values, variable) => {
    const { dir, run, served } = stand();
    expect(run({}).status).toBe(0);
    const before = served();
    const refused = run(values(dir));
    expect(refused.status).not.toBe(0);
    const errors = refused.stderr.split('\n').filter((line) => line.includes('ERROR'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(variable);
    expect(served()).toEqual(before);
  });
});

describe('or nginx serves exactly the expected policy', () => {
  it.each(SERVED)('%s', async (_what, values, remoteOrigins, idpOrigin) => {
    const { dir, run, nginx } = stand();
    expect(run({}).status).toBe(0);
    const accepted = run(values(dir));
    expect(accepted.stderr).not.toContain('ERROR');
    expect(accepted.status).toBe(0);
    const served = await serveHostNginx(nginx);
    try {
      for (const page of ['/', '/lkk/main', '/config']) {
        const answer = await served.get(page, { 'x-evil': "'unsafe-eval'" });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-security-policy']).toBe(expectedPolicy(remoteOrigins, idpOrigin));
        expect(answer.headers['x-injected']).toBeUndefined();
      }
    } finally {
      await served.stop();
    }
  });
});

describe('nginx -t decides before the page is written', () => {
  it('puts the previous snippets back and leaves the page when nginx refuses the configuration, and exits non-zero', () => {
    const { dir, run, served } = stand();
    expect(run({}).status).toBe(0);
    const before = served();
    // A configuration nginx refuses once the new snippets are in (as an image whose template names a snippet wrongly).
    writeFileSync(path.join(dir, 'conf.d', 'broken.conf'), 'server { listen unix:/nonexistent/x.sock; include /nonexistent/snippet.conf; }\n');
    const refused = run({ REMOTE_LKK_URL: 'https://lkk-1-4-0.example.ru/mf-manifest.json' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/ERROR: nginx -t refused the configuration with the new snippets \(.*nonexistent/);
    expect(served()).toEqual(before);
  });

  it('removes the new snippets at a first start nginx refuses', () => {
    const { dir, run } = stand();
    writeFileSync(path.join(dir, 'conf.d', 'broken.conf'), 'server { include /nonexistent/snippet.conf; }\n');
    expect(run({}).status).not.toBe(0);
    expect(existsSync(path.join(dir, 'snippets', 'security-headers.conf'))).toBe(false);
    expect(existsSync(path.join(dir, 'page', 'index.html'))).toBe(false);
  });
});
