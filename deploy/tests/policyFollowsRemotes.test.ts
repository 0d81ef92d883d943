/**
 * @jest-environment node
 *
 * The host image's watcher (deploy/host/50-portal-policy-follows-remotes.sh), run for real: when ops swap a cabinet
 * version in the mounted remotes.json, the page policy is written again with exactly the new origins and nginx is
 * told to reload; a refused file leaves the policy in force. When the mounted config.json changes, the page that
 * carries it is written again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostNginxTest } from './hostNginx';

const DEPLOY = path.resolve(__dirname, '..');
jest.setTimeout(90_000);

let watcher: ChildProcess | undefined;
let watcherErrors = '';
afterEach(() => watcher?.kill());

function stand() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-policy-follow-'));
  const remotes = path.join(dir, 'remotes.json');
  const reloads = path.join(dir, 'reloads');
  const reload = path.join(dir, 'reload.sh');
  // nginx -s reload, recorded with the policy it loads and the page on disk at that moment (one line each).
  writeFileSync(reload, `#!/bin/sh\n{ tr -d '\\n' < '${path.join(dir, 'snippets', 'security-headers.conf')}'; echo; } >> '${reloads}'\n`);
  chmodSync(reload, 0o755);
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    KEYCLOAK_URL: 'https://portal.example.ru/keycloak',
    PASSWORD_CHANGE_PATH: 'v2/user/changePassword',
    PORTAL_REMOTES_FILE: remotes,
    PORTAL_RUNTIME_DIR: path.join(dir, 'runtime'),
    // A built page for the start script to put /config's answer into.
    PORTAL_HTML_DIR: path.join(__dirname, 'fixtures', 'page'),
    PORTAL_PAGE_DIR: path.join(dir, 'page'),
    PORTAL_SNIPPETS_DIR: path.join(dir, 'snippets'),
    // The image's `nginx -t`: Debian's nginx on the host's configuration with these folders.
    PORTAL_NGINX_TEST: hostNginxTest({ runtime: path.join(dir, 'runtime'), page: path.join(dir, 'page'), snippets: path.join(dir, 'snippets'), html: path.join(__dirname, 'fixtures', 'page') }),
    PORTAL_CSP_TEMPLATE: path.join(DEPLOY, 'security/content-security-policy.template'),
    PORTAL_RUNTIME_SCRIPT: path.join(DEPLOY, 'host/40-portal-runtime-config.sh'),
    PORTAL_NGINX_RELOAD: reload,
    PORTAL_POLICY_CHECK_SECONDS: '1',
    PORTAL_POLICY_FOLLOW_FOREGROUND: '1',
  };
  const policy = () => readFileSync(path.join(dir, 'snippets', 'security-headers.conf'), 'utf8');
  /** The policy each reload loaded, in order. */
  const reloadedPolicies = () => (existsSync(reloads) ? readFileSync(reloads, 'utf8').trim().split('\n') : []);
  const reloadCount = () => reloadedPolicies().length;
  const page = () => readFileSync(path.join(dir, 'page', 'index.html'), 'utf8');
  const served = () => JSON.parse(readFileSync(path.join(dir, 'runtime', 'remotes.json'), 'utf8')) as unknown;
  const status = () => JSON.parse(readFileSync(path.join(dir, 'runtime', 'remotes-status.json'), 'utf8')) as { state: string; reason?: string; source: string; remotes: unknown };
  const refusedMark = () => existsSync(path.join(dir, 'runtime', 'remotes-refused'));
  return { dir, remotes, env, policy, reloadCount, reloadedPolicies, page, served, status, refusedMark, reload };
}

/**
 * Replaces a watched file as the kubelet (a symlink swap) and portal-remotes (a rename) do: whole, never half written.
 * A write in place could be read half done, which the follow script would rightly refuse.
 */
function replaceFile(file: string, text: string): void {
  writeFileSync(`${file}.new`, text);
  renameSync(`${file}.new`, file);
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 40_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within 40 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function start(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const first = spawn('sh', [env.PORTAL_RUNTIME_SCRIPT!], { env, stdio: 'ignore' });
    first.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the start script failed (${code})`));
      watcherErrors = '';
      watcher = spawn('sh', [path.join(DEPLOY, 'host/50-portal-policy-follows-remotes.sh')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      watcher.stderr?.on('data', (chunk: Buffer) => {
        watcherErrors += chunk.toString();
      });
      // Started once it has read the file as it is now (a change before that would be its starting point).
      watcher.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('following')) resolve();
      });
    });
  });
}

describe('the page policy follows remotes.json', () => {
  it('swaps a version in with two reloads: a policy allowing both versions first, then the new one alone with its page', async () => {
    const { remotes, env, policy, reloadCount, reloadedPolicies, page } = stand();
    replaceFile(remotes, JSON.stringify({ LKK: 'https://lkk.cabinets.portal.example.ru/mf-manifest.json' }));
    await start(env);
    expect(policy()).toContain('https://lkk.cabinets.portal.example.ru');
    expect(policy()).not.toContain('lkk-1-4-0');
    replaceFile(remotes, JSON.stringify({ LKK: 'https://lkk-1-4-0.cabinets.portal.example.ru/mf-manifest.json' }));
    await until(() => reloadCount() === 2, 'two reloads after the swap');
    const [both, only] = reloadedPolicies();
    // While the old page may still be served, and the new one already: both versions' origins.
    expect(both).toContain('https://lkk.cabinets.portal.example.ru');
    expect(both).toContain('https://lkk-1-4-0.cabinets.portal.example.ru');
    // Then the new file's alone, with the page carrying it (decision 0048).
    expect(only).toContain('https://lkk-1-4-0.cabinets.portal.example.ru');
    expect(only).not.toContain('https://lkk.cabinets.portal.example.ru');
    expect(page()).toContain('"LKK":"https://lkk-1-4-0.cabinets.portal.example.ru/mf-manifest.json"');
    // Once per change: a later change is the next two reloads, with nothing in between.
    replaceFile(remotes, JSON.stringify({ LKK: 'https://lkk-1-5-0.cabinets.portal.example.ru/mf-manifest.json' }));
    await until(() => reloadCount() === 4, 'the next change reloaded');
    expect(policy()).toContain('https://lkk-1-5-0.cabinets.portal.example.ru');
    expect(policy()).not.toContain('https://lkk-1-4-0.cabinets.portal.example.ru');
  });

  it.each([
    ['a percent of 150', JSON.stringify({ LKK: { url: 'https://lkk-1-4-0.cabinets.portal.example.ru/mf-manifest.json', canary: { url: 'https://lkk-1-5-0.cabinets.portal.example.ru/mf-manifest.json', percent: 150 } } }), 'LKK.canary.percent must be a whole number from 0 to 100 (got 150)'],
    ['a trailing comma', '{ "LKK": "https://lkk-1-4-0.cabinets.portal.example.ru/mf-manifest.json", }', 'is not JSON'],
    ['a cabinet on the portal\'s host name', JSON.stringify({ LKK: 'https://portal.example.ru/lkk/mf-manifest.json' }), "is on the portal's host name portal.example.ru"],
    ['a wildcard host', JSON.stringify({ LKK: 'https://*.cabinets.portal.example.ru/mf-manifest.json' }), 'LKK must name one host, not a wildcard'],
  ])('keeps the last good file, page and policy when the edit has %s, says so loudly, and takes the next good edit', async (_what, bad, reason) => {
    const { remotes, env, policy, reloadCount, page, served, status, refusedMark } = stand();
    const good = { LKK: 'https://lkk.cabinets.portal.example.ru/mf-manifest.json', LKD: 'https://lkd.cabinets.portal.example.ru/mf-manifest.json' };
    replaceFile(remotes, JSON.stringify(good));
    await start(env);
    const [policyBefore, pageBefore] = [policy(), page()];
    expect(status()).toMatchObject({ state: 'ok', source: remotes, remotes: good });
    replaceFile(remotes, bad);
    await until(() => refusedMark(), 'the refusal marked for /health/remotes');
    expect(status()).toMatchObject({ state: 'refused', remotes: good });
    expect(status().reason).toContain(reason);
    expect(watcherErrors).toContain('ERROR: the changed');
    expect(watcherErrors).toContain(reason);
    expect(served()).toEqual(good);
    expect(page()).toBe(pageBefore);
    expect(policy()).toBe(policyBefore);
    expect(reloadCount()).toBe(0);
    // Fixed: served, marked good again, one reload.
    const fixed = { ...good, LKK: 'https://lkk-1-4-0.cabinets.portal.example.ru/mf-manifest.json' };
    replaceFile(remotes, JSON.stringify(fixed));
    await until(() => reloadCount() === 2 && !refusedMark(), 'the fixed file served');
    expect(served()).toEqual(fixed);
    expect(status()).toMatchObject({ state: 'ok', remotes: fixed });
    expect(policy()).toContain('https://lkk-1-4-0.cabinets.portal.example.ru');
  });

  it('puts the last good files back when nginx refuses the new configuration', async () => {
    const { dir, remotes, env, policy, served, refusedMark, status } = stand();
    const good = { LKK: 'https://lkk.cabinets.portal.example.ru/mf-manifest.json' };
    replaceFile(remotes, JSON.stringify(good));
    const refusingReload = path.join(dir, 'refusing-reload.sh');
    writeFileSync(refusingReload, '#!/bin/sh\necho "nginx: [emerg] unexpected end of file" >&2\nexit 1\n');
    chmodSync(refusingReload, 0o755);
    await start({ ...env, PORTAL_NGINX_RELOAD: refusingReload });
    const policyBefore = policy();
    replaceFile(remotes, JSON.stringify({ LKK: 'https://lkk-1-4-0.cabinets.portal.example.ru/mf-manifest.json' }));
    await until(() => refusedMark(), 'the refusal marked');
    expect(status().reason).toContain('nginx refused the new configuration: nginx: [emerg] unexpected end of file');
    expect(served()).toEqual(good);
    expect(policy()).toBe(policyBefore);
  });
});

describe('the page follows the mounted config.json (decision 0048)', () => {
  it('is written again with the new answer of /config when the file changes', async () => {
    const { dir, remotes, env, page, reloadCount } = stand();
    const config = path.join(dir, 'config.json');
    replaceFile(remotes, JSON.stringify({ LKK: 'https://lkk.cabinets.portal.example.ru/mf-manifest.json' }));
    replaceFile(config, JSON.stringify({ url: 'https://portal.example.ru/keycloak', realm: 'portal', clientId: 'portal-web', passwordChangePath: 'v2/user/changePassword' }));
    await start({ ...env, PORTAL_CONFIG_FILE: config });
    expect(page()).toContain('"clientId":"portal-web"');
    replaceFile(config, JSON.stringify({ url: 'https://portal.example.ru/keycloak', realm: 'portal', clientId: 'portal-web', passwordChangePath: 'v2/user/password' }));
    await until(() => page().includes('"passwordChangePath":"v2/user/password"') && reloadCount() === 2, 'the page with the new config');
  });
});
