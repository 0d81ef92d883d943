/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostNginxTest } from './hostNginx';

const ROOT = path.resolve(__dirname, '..', '..');
const BUILT_PAGE = path.join(__dirname, 'fixtures', 'page');

/** Runs the host's start script with `extra` on top of the required variables; the page it wrote, or its refusal. */
function startHost(extra: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-page-'));
  const template = path.join(dir, 'csp.template');
  writeFileSync(template, "default-src 'self'");
  const run = spawnSync('sh', [path.join(ROOT, 'deploy/host/40-portal-runtime-config.sh')], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      KEYCLOAK_URL: 'https://portal.example.ru/keycloak',
      PASSWORD_CHANGE_PATH: 'v2/user/changePassword',
      REMOTE_LKK_URL: 'https://lkk.example.ru/mf-manifest.json',
      PORTAL_RUNTIME_DIR: path.join(dir, 'runtime'),
      PORTAL_HTML_DIR: BUILT_PAGE,
      PORTAL_PAGE_DIR: path.join(dir, 'page'),
      PORTAL_SNIPPETS_DIR: path.join(dir, 'snippets'),
      // The image's `nginx -t`: Debian's nginx on the host's configuration with these folders.
      PORTAL_NGINX_TEST: hostNginxTest({ runtime: path.join(dir, 'runtime'), page: path.join(dir, 'page'), snippets: path.join(dir, 'snippets'), html: BUILT_PAGE }),
      PORTAL_CSP_TEMPLATE: template,
      ...extra,
    },
  });
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  return { status: run.status, stderr: run.stderr, dir, page: () => read('page/index.html'), config: () => read('runtime/config.json'), remotes: () => read('runtime/remotes.json') };
}

/** The JSON of the page's two data blocks and the page without them. */
function splitPage(page: string): { config: unknown; remotes: unknown; rest: string } {
  const match = /<script type="application\/json" id="portal-config">(.*?)<\/script><script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec(page);
  if (!match) throw new Error(`no data blocks in ${page}`);
  return { config: JSON.parse(match[1] ?? ''), remotes: JSON.parse(match[2] ?? ''), rest: page.replace(match[0], '') };
}

describe('the page the host serves carries /config and /remotes.json (decision 0048)', () => {
  it('is the built page with the very answers of /config and /remotes.json before </head>', () => {
    const host = startHost({ PASSWORD_CHANGE_PATH: 'v2/user/changePassword' });
    expect(host.status).toBe(0);
    const { config, remotes, rest } = splitPage(host.page());
    expect(config).toEqual(JSON.parse(host.config()));
    expect(remotes).toEqual(JSON.parse(host.remotes()));
    expect(rest).toBe(readFileSync(path.join(BUILT_PAGE, 'index.html'), 'utf8'));
    expect(host.page()).toMatch(/<\/script><\/head>/);
  });

  it('keeps a value from ending the data block', () => {
    const host = startHost({ KEYCLOAK_REALM: 'a"b\\c</script><script>alert(1)</script>' });
    expect(host.status).toBe(0);
    expect(host.page().match(/<script/g)).toHaveLength(3);
    expect(splitPage(host.page()).config).toMatchObject({ realm: 'a"b\\c</script><script>alert(1)</script>' });
  });

  it('takes the answers from PORTAL_CONFIG_FILE and PORTAL_REMOTES_FILE when nginx serves them from there (Kubernetes)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-configmap-'));
    const mounted = path.join(dir, 'config.json');
    writeFileSync(mounted, '{"url":"https://k8s.example.ru/keycloak","realm":"portal","clientId":"portal-web","passwordChangePath":"v2/user/changePassword"}\n');
    const remotes = path.join(dir, 'remotes.json');
    writeFileSync(remotes, '{\n  "LKK": "https://lkk.cabinets.example.ru/mf-manifest.json"\n}\n');
    // A mounted file is the one source of what users load: the REMOTE_* variables are unset beside it.
    const host = startHost({ PORTAL_CONFIG_FILE: mounted, PORTAL_REMOTES_FILE: remotes, REMOTE_LKK_URL: '' });
    expect(host.status).toBe(0);
    expect(splitPage(host.page()).config).toEqual({ url: 'https://k8s.example.ru/keycloak', realm: 'portal', clientId: 'portal-web', passwordChangePath: 'v2/user/changePassword' });
    expect(splitPage(host.page()).remotes).toEqual({ LKK: 'https://lkk.cabinets.example.ru/mf-manifest.json' });
  });

  it.each([
    ['no built page', { PORTAL_HTML_DIR: '/nonexistent' }, /index.html is missing or has no <\/head>/],
    ['an unreadable PORTAL_CONFIG_FILE', { PORTAL_CONFIG_FILE: '/nonexistent/config.json' }, /PORTAL_CONFIG_FILE \/nonexistent\/config.json cannot be read/],
  ])('refuses to start with %s, saying why', (_case, extra, reason) => {
    const host = startHost(extra);
    expect(host.status).toBe(1);
    expect(host.stderr).toMatch(reason);
  });
});
