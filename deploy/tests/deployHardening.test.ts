/**
 * @jest-environment node
 *
 * The production configuration (docker-compose.yml, deploy/) checked without Docker: what reaches
 * Keycloak through the portal, which forwarded headers the back ends may believe, which addresses listen, and who
 * the processes run as. The runtime script of the host image is run for real.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { hostNginxTest } from './hostNginx';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  ports?: string[];
  environment?: Record<string, string>;
  networks?: string[] | Record<string, { ipv4_address?: string }>;
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> };

/** `location [modifier] path { body }` blocks of an nginx server; a body ends at the first line holding only `}`. */
function locations(config: string): Array<{ path: string; body: string }> {
  return [...config.matchAll(/location\s+(?:[=~^*]+\s+)?("?)([^\s{"]+)\1\s*\{([\s\S]*?)\n\s*\}/g)].map((match) => ({ path: match[2] ?? '', body: match[3] ?? '' }));
}

/** The location nginx picks for a path among prefix locations (`^~`/plain): the longest matching prefix. */
function routeOf(config: string, requestPath: string) {
  const prefixes = locations(config).filter((location) => location.path.startsWith('/') && requestPath.startsWith(location.path));
  return prefixes.sort((a, b) => b.path.length - a.path.length)[0];
}

describe('the host nginx routes to Keycloak only what the portal needs', () => {
  const host = read('deploy/host/default.conf.template');

  it.each(['/keycloak/realms/portal/protocol/openid-connect/auth', '/keycloak/realms/portal/protocol/openid-connect/token', '/keycloak/resources/abc/login/keycloak/css/login.css'])(
    'proxies %s',
    (requestPath) => {
      expect(routeOf(host, requestPath)?.body).toContain('proxy_pass $keycloak_upstream;');
    },
  );

  it.each(['/keycloak/admin/', '/keycloak/admin/master/console/', '/keycloak/realms/master/protocol/openid-connect/token', '/keycloak/realms/portal-evil/', '/keycloak/', '/keycloak/realms/portal/account', '/keycloak/realms/portal/account/#/personal-info'])(
    'answers 404 to %s',
    (requestPath) => {
      const route = routeOf(host, requestPath);
      expect(route?.body).not.toContain('proxy_pass');
      expect(route?.body).toMatch(/return\s+404/);
    },
  );

  it('names its back ends through variables, so nginx resolves them per request and starts before they exist', () => {
    expect(host).toMatch(/^\s*include \/etc\/nginx\/snippets\/resolver\.conf;$/m);
    expect(host).toMatch(/^\s*set \$keycloak_upstream \$\{KEYCLOAK_UPSTREAM\};$/m);
    expect(host).toMatch(/^\s*set \$api_upstream \$\{API_UPSTREAM\};$/m);
    // A name written into proxy_pass itself is looked up once, at start: nginx refuses to start without it.
    expect(host).not.toMatch(/proxy_pass\s+\$\{/);
    expect(routeOf(host, '/api/lkk/registries')?.body).toContain('proxy_pass $api_upstream;');
  });

  it('hides its version', () => {
    expect(host).toMatch(/^\s*server_tokens off;/m);
    expect(read('deploy/remote/default.conf.template')).toMatch(/^\s*server_tokens off;/m);
  });
});

describe('forwarded headers', () => {
  const proxied = ['deploy/host/default.conf.template', 'deploy/host/proxy-headers.conf', 'deploy/host/keycloak-proxy.conf'].map(read).join('\n');

  it("never pass on what a client sent as X-Forwarded-* or Forwarded", () => {
    expect(proxied).not.toMatch(/\$http_x_forwarded|\$proxy_add_x_forwarded_for|\$http_forwarded/);
    const headers = read('deploy/host/proxy-headers.conf');
    for (const name of ['X-Forwarded-For', 'X-Forwarded-Proto', 'X-Forwarded-Host', 'X-Forwarded-Port', 'X-Forwarded-Prefix', 'Forwarded']) {
      expect(headers).toMatch(new RegExp(`proxy_set_header ${name} `));
    }
  });

  it("are believed by Keycloak from the host's nginx only", () => {
    const keycloak = compose.services.keycloak?.environment ?? {};
    const hostNetworks = compose.services.host?.networks as Record<string, { ipv4_address?: string }>;
    expect(keycloak.KC_PROXY_TRUSTED_ADDRESSES).toBe(hostNetworks.portal?.ipv4_address);
    expect(keycloak.KC_PROXY_HEADERS).toBe('xforwarded');
  });
});

describe('the runtime script of the host image', () => {
  function runScript(keycloakUrl: string, remoteUrl = 'https://lkk.example.ru/mf-manifest.json') {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-runtime-'));
    const template = path.join(dir, 'csp.template');
    writeFileSync(template, "default-src 'self'; connect-src 'self' {{IDP_ORIGIN}}; script-src 'self' {{REMOTE_ORIGINS}}");
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      KEYCLOAK_URL: keycloakUrl,
      PASSWORD_CHANGE_PATH: 'v2/user/changePassword',
      REMOTE_LKK_URL: remoteUrl,
      PORTAL_RUNTIME_DIR: path.join(dir, 'runtime'),
      // A built page for the start script to put /config's answer into.
      PORTAL_HTML_DIR: path.join(__dirname, 'fixtures', 'page'),
      PORTAL_PAGE_DIR: path.join(dir, 'page'),
      PORTAL_SNIPPETS_DIR: path.join(dir, 'snippets'),
      // The image's `nginx -t`: Debian's nginx on the host's configuration with these folders.
      PORTAL_NGINX_TEST: hostNginxTest({ runtime: path.join(dir, 'runtime'), page: path.join(dir, 'page'), snippets: path.join(dir, 'snippets'), html: path.join(__dirname, 'fixtures', 'page') }),
      PORTAL_CSP_TEMPLATE: template,
    };
    const run = (extra: Record<string, string> = {}) => execFileSync('sh', [path.join(ROOT, 'deploy/host/40-portal-runtime-config.sh')], { env: { ...env, ...extra }, stdio: 'pipe' });
    return { dir, run };
  }

  it.each([
    ['https://portal.example.ru/keycloak', 'https', 'portal.example.ru'],
    ['HTTP://localhost:3000/keycloak', 'http', 'localhost:3000'],
  ])('fixes the forwarded scheme and host from KEYCLOAK_URL %s', (url, scheme, host) => {
    const { dir, run } = runScript(url);
    run();
    expect(readFileSync(path.join(dir, 'snippets', 'forwarded-scheme.conf'), 'utf8')).toBe(`set $portal_forwarded_proto "${scheme}";\nset $portal_public_host "${host}";\n`);
  });

  it.each([
    ['nameserver 10.96.0.10\nsearch portal.svc.cluster.local\n', {}, 'resolver 10.96.0.10 valid=10s;\n'],
    ['# Docker\nnameserver 127.0.0.11\n', {}, 'resolver 127.0.0.11 valid=10s;\n'],
    ['nameserver fd00::10\n', {}, 'resolver [fd00::10] valid=10s;\n'],
    ['nameserver 10.96.0.10\n', { PORTAL_RESOLVER: '10.0.0.2' }, 'resolver 10.0.0.2 valid=10s;\n'],
  ])("writes nginx's resolver from the container's resolv.conf (%j) or PORTAL_RESOLVER", (resolvConf, extra, expected) => {
    const { dir, run } = runScript('https://portal.example.ru/keycloak');
    writeFileSync(path.join(dir, 'resolv.conf'), resolvConf);
    run({ PORTAL_RESOLV_CONF: path.join(dir, 'resolv.conf'), ...extra });
    expect(readFileSync(path.join(dir, 'snippets', 'resolver.conf'), 'utf8')).toBe(expected);
  });

  it('refuses a PORTAL_RESOLVER that is not an IP address (nginx would take it as a name it cannot look up)', () => {
    const { run } = runScript('https://portal.example.ru/keycloak');
    expect(() => run({ PORTAL_RESOLVER: 'kube-dns.kube-system' })).toThrow(/PORTAL_RESOLVER must be an IP address/);
  });

  it("tells the back ends the portal's own host, never the client's Host header", () => {
    const headers = read('deploy/host/proxy-headers.conf');
    expect(headers).not.toMatch(/\$http_host|\$host\b/);
    expect(headers).toMatch(/^proxy_set_header Host \$portal_public_host;$/m);
    expect(headers).toMatch(/^proxy_set_header X-Forwarded-Host \$portal_public_host;$/m);
  });

  it.each([
    ['http://localhost:3000/keycloak', 'http://localhost:3001/mf-manifest.json', 'localhost'],
    ['https://Portal.Example.ru/keycloak', 'https://portal.example.ru:8443/lkk/', 'portal.example.ru'],
  ])("refuses to start when a remote shares the portal's host name (%s, %s), saying why", (keycloakUrl, remoteUrl, host) => {
    const { dir, run } = runScript(keycloakUrl, remoteUrl);
    let stderr = '';
    try {
      run();
    } catch (error) {
      stderr = String((error as { stderr?: Buffer }).stderr);
    }
    expect(stderr).toContain(`REMOTE_LKK_URL (${remoteUrl}) is on the portal's host name ${host}`);
    expect(stderr).toContain("can read the portal's token cookies");
    expect(stderr).toContain(`lkk.${host}`);
    expect(existsSync(path.join(dir, 'snippets', 'security-headers.conf'))).toBe(false);
  });

  it('starts when each remote has a host name of its own (lkk.localhost beside localhost)', () => {
    const { dir, run } = runScript('http://localhost:3000/keycloak', 'http://lkk.localhost:3001/mf-manifest.json');
    run();
    expect(JSON.parse(readFileSync(path.join(dir, 'runtime', 'remotes.json'), 'utf8'))).toEqual({ LKK: 'http://lkk.localhost:3001/mf-manifest.json' });
  });

  it('refuses a KEYCLOAK_URL that is not http or https', () => {
    const { dir, run } = runScript('ftp://portal.example.ru/keycloak');
    expect(run).toThrow();
    expect(existsSync(path.join(dir, 'snippets', 'forwarded-scheme.conf'))).toBe(false);
  });
});

describe("the remotes' host names in docker-compose.yml", () => {
  const hostOf = (url: string) => new URL(url).hostname;
  /** A compose value `${NAME:-default}` → its default. */
  const defaultOf = (value: string) => /^\$\{[A-Z_]+:-(.+)\}(.*)$/.exec(value)?.slice(1).join('') ?? value;

  it("are each their own, never the portal's (cookies are per host name, not per port)", () => {
    const host = compose.services.host?.environment ?? {};
    const portalHost = hostOf(defaultOf(host.KEYCLOAK_URL ?? ''));
    expect(portalHost).toBe('localhost');
    const remoteHosts = ['LKK', 'LKD', 'LKA', 'LKP'].map((scope) => hostOf(defaultOf(host[`REMOTE_${scope}_URL`] ?? '')));
    expect(remoteHosts).toEqual(['lkk.localhost', 'lkd.localhost', 'lka.localhost', 'lkp.localhost']);
  });
});

describe('what listens and who runs', () => {
  it('publishes ports on loopback unless PORTAL_BIND_ADDRESS says otherwise', () => {
    const published = Object.entries(compose.services).flatMap(([name, service]) => (service.ports ?? []).map((port) => [name, port] as const));
    expect(published.length).toBeGreaterThan(0);
    for (const [name, port] of published) {
      expect(`${name} ${port}`).toMatch(/ (127\.0\.0\.1|\$\{PORTAL_BIND_ADDRESS:-127\.0\.0\.1\}):\d+:\d+$/);
    }
  });

  it('keeps the Keycloak admin console on an internal address', () => {
    expect(compose.services.keycloak?.environment?.KC_HOSTNAME_ADMIN).toMatch(/^\$\{KEYCLOAK_ADMIN_URL:-http:\/\/127\.0\.0\.1:\d+\/keycloak\}$/);
  });

  it("imports the production realm (with its password policy), and on a demonstration stand the demo realm in its place", () => {
    const target = '/opt/keycloak/data/import/portal-realm.json';
    const mounts = (file: string) => ((parse(read(file)) as { services: Record<string, { volumes?: string[] }> }).services.keycloak?.volumes ?? []).map((volume) => volume.split(':'));
    expect(mounts('docker-compose.yml')).toContainEqual(['./deploy/keycloak/portal-realm.json', target, 'ro']);
    expect(mounts('docker-compose.demo.yml')).toContainEqual(['./deploy/keycloak/demo/portal-realm.json', target, 'ro']);
    expect(JSON.parse(read('deploy/keycloak/portal-realm.json')).passwordPolicy).toMatch(/length\(8\)/);
  });

  it('runs the API as an unprivileged user', () => {
    const users = [...read('deploy/api/Dockerfile').matchAll(/^USER\s+(\S+)/gm)].map((match) => match[1]);
    expect(users.at(-1)).toBeDefined();
    expect(users.at(-1)).not.toMatch(/^(root|0)$/);
  });
});

describe('the k8s host pod names its back ends as nginx can look them up per request', () => {
  const deployment = parse(read('deploy/k8s/host/deployment.yaml')) as {
    spec: { template: { spec: { containers: Array<{ name: string; env: Array<{ name: string; value?: string; valueFrom?: { fieldRef?: { fieldPath: string } } }> }> } } };
  };
  const env = deployment.spec.template.spec.containers.find((container) => container.name === 'nginx')!.env;
  const index = (name: string) => env.findIndex((variable) => variable.name === name);

  it.each([
    ['KEYCLOAK_UPSTREAM', 'http://keycloak-service.$(POD_NAMESPACE).svc.cluster.local:8080'],
    ['API_UPSTREAM', 'http://api.$(POD_NAMESPACE).svc.cluster.local:3000'],
  ])("%s is the service's fully qualified name (nginx's resolver applies no search domains)", (name, value) => {
    expect(env[index(name)]?.value).toBe(value);
    // Kubernetes expands $(POD_NAMESPACE) only from a variable defined before it.
    expect(index('POD_NAMESPACE')).toBeGreaterThanOrEqual(0);
    expect(index('POD_NAMESPACE')).toBeLessThan(index(name));
    expect(env[index('POD_NAMESPACE')]?.valueFrom?.fieldRef?.fieldPath).toBe('metadata.namespace');
  });
});
