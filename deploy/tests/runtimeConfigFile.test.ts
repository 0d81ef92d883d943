/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { hostNginxTest } from './hostNginx';

const ROOT = path.resolve(__dirname, '..', '..');

/** /config as deploy/host/40-portal-runtime-config.sh writes it from `extra` on top of the required variables. */
function configFrom(extra: Record<string, string>): Record<string, unknown> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
  const template = path.join(dir, 'csp.template');
  writeFileSync(template, "default-src 'self'");
  execFileSync('sh', [path.join(ROOT, 'deploy/host/40-portal-runtime-config.sh')], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      KEYCLOAK_URL: 'https://portal.example.ru/keycloak',
      PASSWORD_CHANGE_PATH: 'v2/user/changePassword',
      REMOTE_LKK_URL: 'https://lkk.example.ru/mf-manifest.json',
      PORTAL_RUNTIME_DIR: path.join(dir, 'runtime'),
      // A built page for the start script to put /config's answer into.
      PORTAL_HTML_DIR: path.join(__dirname, 'fixtures', 'page'),
      PORTAL_PAGE_DIR: path.join(dir, 'page'),
      PORTAL_SNIPPETS_DIR: path.join(dir, 'snippets'),
      // The image's `nginx -t`: Debian's nginx on the host's configuration with these folders.
      PORTAL_NGINX_TEST: hostNginxTest({ runtime: path.join(dir, 'runtime'), page: path.join(dir, 'page'), snippets: path.join(dir, 'snippets'), html: path.join(__dirname, 'fixtures', 'page') }),
      PORTAL_CSP_TEMPLATE: template,
      ...extra,
    },
    stdio: 'pipe',
  });
  return JSON.parse(readFileSync(path.join(dir, 'runtime', 'config.json'), 'utf8')) as Record<string, unknown>;
}

/** The start script's exit and what it says, for a refusal. */
function runWith(extra: Record<string, string>): { status: number | null; stderr: string } {
  try {
    configFrom(extra);
    return { status: 0, stderr: '' };
  } catch (error) {
    const failed = error as { status: number | null; stderr: Buffer };
    return { status: failed.status, stderr: failed.stderr.toString() };
  }
}

describe('the password change action path reaches /config (decisions 0038, 0061)', () => {
  it('is written from PASSWORD_CHANGE_PATH', () => {
    expect(configFrom({ PASSWORD_CHANGE_PATH: 'v2/user/password/change' })).toEqual({
      url: 'https://portal.example.ru/keycloak',
      realm: 'portal',
      clientId: 'portal-web',
      passwordChangePath: 'v2/user/password/change',
    });
    expect(configFrom({ PASSWORD_CHANGE_PATH: '{scope}/user/change-password' }).passwordChangePath).toBe('{scope}/user/change-password');
    expect(configFrom({ PASSWORD_CHANGE_PATH: '/api/v2/user/changePassword' }).passwordChangePath).toBe('/api/v2/user/changePassword');
  });

  it('is required: unset or empty, the host does not start and says why', () => {
    for (const value of [undefined, '']) {
      const refused = runWith(value === undefined ? { PASSWORD_CHANGE_PATH: undefined as unknown as string } : { PASSWORD_CHANGE_PATH: value });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/PASSWORD_CHANGE_PATH is not set/);
    }
  });

  it.each(['https://other.example.ru/change', 'v2/../admin', 'v2/user/change?x=1', 'a"b\\c', 'v2 user', './v2', 'v2/user/change\nsecond'])('refuses %j with the host\'s own rule (a path under /api/), changing nothing', (value) => {
    const refused = runWith({ PASSWORD_CHANGE_PATH: value });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/PASSWORD_CHANGE_PATH must be the back end's password change action/);
  });

  it('a mounted config.json (Kubernetes) must name a usable passwordChangePath too', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-config-file-'));
    const file = path.join(dir, 'config.json');
    writeFileSync(file, '{"url":"https://portal.example.ru/keycloak","realm":"portal","clientId":"portal-web"}');
    expect(runWith({ PORTAL_CONFIG_FILE: file }).stderr).toMatch(/passwordChangePath of .*config.json must be the back end's password change action/);
    writeFileSync(file, '{"url":"https://portal.example.ru/keycloak","realm":"portal","clientId":"portal-web","passwordChangePath":"../x"}');
    expect(runWith({ PORTAL_CONFIG_FILE: file }).status).toBe(1);
    writeFileSync(file, '{"url":"https://portal.example.ru/keycloak","realm":"portal","clientId":"portal-web","passwordChangePath":"v2/user/changePassword"}');
    expect(configFrom({ PORTAL_CONFIG_FILE: file }).passwordChangePath).toBe('v2/user/changePassword');
  });

  it('is a required setting of the compose host and named in every k8s /config', () => {
    const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as { services: Record<string, { environment?: Record<string, string> }> };
    expect(compose.services.host?.environment?.PASSWORD_CHANGE_PATH).toMatch(/^\$\{PASSWORD_CHANGE_PATH:\?.+\}$/);
    for (const file of ['deploy/k8s/base/portal-runtime.yaml']) {
      const runtime = parse(readFileSync(path.join(ROOT, file), 'utf8')) as { data: Record<string, string> };
      expect(JSON.parse(runtime.data['config.json'] ?? '{}')).toMatchObject({ passwordChangePath: 'v2/user/changePassword' });
    }
  });
});
