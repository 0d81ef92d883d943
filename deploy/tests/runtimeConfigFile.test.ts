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

describe('the password change action path reaches /config (decision 0038)', () => {
  it('is written from PASSWORD_CHANGE_PATH, and left out when unset', () => {
    expect(configFrom({ PASSWORD_CHANGE_PATH: 'v2/user/password/change' })).toEqual({
      url: 'https://portal.example.ru/keycloak',
      realm: 'portal',
      clientId: 'portal-web',
      passwordChangePath: 'v2/user/password/change',
    });
    expect(configFrom({})).not.toHaveProperty('passwordChangePath');
  });

  it('escapes it as JSON text', () => {
    expect(configFrom({ PASSWORD_CHANGE_PATH: 'a"b\\c' }).passwordChangePath).toBe('a"b\\c');
  });

  it('is a setting of the compose host and of the k8s /config', () => {
    const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as { services: Record<string, { environment?: Record<string, string> }> };
    expect(compose.services.host?.environment?.PASSWORD_CHANGE_PATH).toBe('${PASSWORD_CHANGE_PATH:-}');
    const runtime = parse(readFileSync(path.join(ROOT, 'deploy/k8s/base/portal-runtime.yaml'), 'utf8')) as { data: Record<string, string> };
    expect(JSON.parse(runtime.data['config.json'] ?? '{}')).toMatchObject({ passwordChangePath: 'v2/user/changePassword' });
  });
});
