import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkRemotesFile } from '../../shared/api/src/remotes';
import { hostNginxTest } from './hostNginx';

const ROOT = path.resolve(__dirname, '..', '..');

/** Runs the host image's start script with these REMOTE_* variables; its remotes.json and CSP, or its complaint. */
function runScript(remotes: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-remotes-env-'));
  const template = path.join(dir, 'csp.template');
  writeFileSync(template, "script-src 'self' {{REMOTE_ORIGINS}}");
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    KEYCLOAK_URL: 'https://portal.example.ru/keycloak',
    PASSWORD_CHANGE_PATH: 'v2/user/changePassword',
    PORTAL_RUNTIME_DIR: path.join(dir, 'runtime'),
    // A built page for the start script to put /config's answer into.
    PORTAL_HTML_DIR: path.join(__dirname, 'fixtures', 'page'),
    PORTAL_PAGE_DIR: path.join(dir, 'page'),
    PORTAL_SNIPPETS_DIR: path.join(dir, 'snippets'),
    // The image's `nginx -t`: Debian's nginx on the host's configuration with these folders.
    PORTAL_NGINX_TEST: hostNginxTest({ runtime: path.join(dir, 'runtime'), page: path.join(dir, 'page'), snippets: path.join(dir, 'snippets'), html: path.join(__dirname, 'fixtures', 'page') }),
    PORTAL_CSP_TEMPLATE: template,
    ...remotes,
  };
  try {
    execFileSync('sh', [path.join(ROOT, 'deploy/host/40-portal-runtime-config.sh')], { env, stdio: 'pipe' });
  } catch (error) {
    return { error: String((error as { stderr?: Buffer }).stderr ?? error) };
  }
  return {
    remotes: JSON.parse(readFileSync(path.join(dir, 'runtime', 'remotes.json'), 'utf8')) as unknown,
    policy: readFileSync(path.join(dir, 'snippets', 'security-headers.conf'), 'utf8'),
  };
}

describe("the host image's REMOTE_* variables", () => {
  it('write a URL per cabinet as before', () => {
    expect(runScript({ REMOTE_LKK_URL: 'https://lkk.example.ru/' }).remotes).toEqual({ LKK: 'https://lkk.example.ru/mf-manifest.json' });
  });

  it('write a roll-out entry, valid for the host, with every origin in the policy', () => {
    const result = runScript({
      REMOTE_LKK_URL: 'https://lkk-1-4-0.cabinets.example.ru/mf-manifest.json',
      REMOTE_LKK_FALLBACK_URL: 'https://lkk-1-3-0.cabinets.example.ru/',
      REMOTE_LKK_CANARY_URL: 'https://cdn.example.com/lkk/1.5.0/mf-manifest.json',
      REMOTE_LKK_CANARY_PERCENT: '010',
      REMOTE_LKD_URL: 'https://lkd.cabinets.example.ru/mf-manifest.json',
    });
    const entry = {
      url: 'https://lkk-1-4-0.cabinets.example.ru/mf-manifest.json',
      fallback: 'https://lkk-1-3-0.cabinets.example.ru/mf-manifest.json',
      canary: { url: 'https://cdn.example.com/lkk/1.5.0/mf-manifest.json', percent: 10 },
    };
    expect(result.remotes).toEqual({ LKK: entry, LKD: 'https://lkd.cabinets.example.ru/mf-manifest.json' });
    expect(checkRemotesFile(result.remotes).ok).toBe(true);
    for (const origin of ['https://lkk-1-4-0.cabinets.example.ru', 'https://lkk-1-3-0.cabinets.example.ru', 'https://cdn.example.com', 'https://lkd.cabinets.example.ru']) {
      expect(result.policy).toContain(origin);
    }
  });

  it('write a 0 % and a 100 % canary', () => {
    for (const percent of ['0', '100']) {
      const result = runScript({ REMOTE_LKA_URL: 'https://a.example.ru/mf-manifest.json', REMOTE_LKA_CANARY_URL: 'https://b.example.ru/mf-manifest.json', REMOTE_LKA_CANARY_PERCENT: percent });
      expect(result.remotes).toEqual({ LKA: { url: 'https://a.example.ru/mf-manifest.json', canary: { url: 'https://b.example.ru/mf-manifest.json', percent: Number(percent) } } });
    }
  });

  it.each([
    [{ REMOTE_LKP_URL: 'https://a.example.ru/', REMOTE_LKP_CANARY_URL: 'https://b.example.ru/', REMOTE_LKP_CANARY_PERCENT: '101' }, 'REMOTE_LKP_CANARY_PERCENT must be a whole number from 0 to 100 (got \'101\')'],
    [{ REMOTE_LKP_URL: 'https://a.example.ru/', REMOTE_LKP_CANARY_URL: 'https://b.example.ru/', REMOTE_LKP_CANARY_PERCENT: 'ten' }, 'REMOTE_LKP_CANARY_PERCENT must be a whole number from 0 to 100 (got \'ten\')'],
    [{ REMOTE_LKP_URL: 'https://a.example.ru/', REMOTE_LKP_CANARY_URL: 'https://b.example.ru/' }, 'REMOTE_LKP_CANARY_URL and REMOTE_LKP_CANARY_PERCENT go together'],
    [{ REMOTE_LKP_FALLBACK_URL: 'https://a.example.ru/' }, 'need REMOTE_LKP_URL'],
  ])('refuse a bad roll-out at start-up: %j', (remotes, message) => {
    expect(runScript(remotes).error).toContain(message);
  });
});
