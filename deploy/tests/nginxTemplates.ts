/**
 * The deploy's nginx templates rendered as their images render them, for Debian's nginx on this machine: the image's
 * envsubst step, its absolute paths moved into a test's folders, its `listen 80;` moved to where the test listens.
 * Used by the deploy tests (hostNginx.ts) and the browser tests' production nginx (e2e/support/productionNginx.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Debian's nginx (installed by `npm test`, scripts/bootstrap.mjs); NGINX_PATH names another. */
export const NGINX_BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** `${NAME}` and `$NAME` of the names the image's envsubst fills (NGINX_ENVSUBST_FILTER of its Dockerfile). */
export function envsubst(template: string, filter: RegExp, values: Record<string, string>): string {
  for (const name of Object.keys(values)) {
    if (!filter.test(name)) throw new Error(`${name} is not in the image's NGINX_ENVSUBST_FILTER ${filter}: the image would leave it as it is`);
  }
  return template.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (whole, braced?: string, bare?: string) => {
    const name = braced ?? bare ?? '';
    if (!filter.test(name)) return whole;
    const value = values[name];
    if (value === undefined) throw new Error(`the template uses \${${name}}, which the image fills, but no value was given for it`);
    return value;
  });
}

/** The image's NGINX_ENVSUBST_FILTER, read from its Dockerfile (so a name added there is filled here too). */
export function envsubstFilter(dockerfile: string): RegExp {
  const match = /NGINX_ENVSUBST_FILTER="([^"]+)"/.exec(readFileSync(dockerfile, 'utf8'));
  if (!match?.[1]) throw new Error(`${dockerfile} sets no NGINX_ENVSUBST_FILTER`);
  return new RegExp(match[1]);
}

/**
 * Moves a configuration from the image's paths to this run's: every absolute /etc/nginx or /usr/share/nginx path it
 * names must be one `paths` maps, so a path added to a template is noticed here instead of silently missing.
 */
export function relocate(config: string, paths: Record<string, string>, what: string): string {
  let moved = config;
  for (const [from, to] of Object.entries(paths)) moved = moved.split(from).join(to);
  const left = /(?:\/etc\/nginx|\/usr\/share\/nginx)\S*/.exec(moved.replace(/#.*$/gm, ''));
  if (left) throw new Error(`${what} names ${left[0]}, a path the tests do not map (deploy/tests/nginxTemplates.ts callers)`);
  return moved;
}

/** The template's one `listen 80;` on a loopback port of the run's block, or on a unix socket (`unix:/path`). */
export function listenOn(config: string, port: number | `unix:${string}`, what: string): string {
  const listens = config.match(/^\s*listen\s[^;]*;/gm) ?? [];
  if (listens.length !== 1 || !/^\s*listen 80;$/.test(listens[0] ?? '')) {
    throw new Error(`${what}: expected exactly one "listen 80;", found ${JSON.stringify(listens)}`);
  }
  const address = typeof port === 'number' ? `127.0.0.1:${port}` : port;
  return config.replace(/^(\s*)listen 80;$/m, `$1listen ${address};`);
}


/**
 * The images' nginx.conf (deploy/nginx/nginx.conf: Debian's nginx with its brotli_static module) for a run in `dir`:
 * its pid, log, temporary and conf.d paths moved under `dir` (no /var or /run access needed), one worker, and the
 * worker's user this run's (as root nginx would drop to the image's user, who may not read the checkout's builds).
 */
export function runNginxConf(dir: string): string {
  const at = (...parts: string[]) => path.join(dir, ...parts);
  const asRoot = process.getuid?.() === 0;
  const moves: Array<[string, string]> = [
    ['user nginx;\n', asRoot ? 'user root root;\n' : ''],
    ['worker_processes auto;', 'worker_processes 1;'],
    // Here, not on the command line: `nginx -s reload` (the follow script's) finds the running nginx by it.
    ['pid /run/nginx.pid;', `pid ${at('nginx.pid')};`],
    ['error_log /dev/stderr warn;', `error_log ${at('logs', 'error.log')} warn;`],
    ['access_log /dev/stdout;', `access_log ${at('logs', 'access.log')};`],
    ['/var/cache/nginx/', `${at('temp')}/`],
    ['include /etc/nginx/conf.d/*.conf;', `include ${at('conf.d')}/*.conf;`],
  ];
  let conf = readFileSync(path.join(__dirname, '..', 'nginx', 'nginx.conf'), 'utf8');
  for (const [from, to] of moves) {
    if (!conf.includes(from)) throw new Error(`deploy/nginx/nginx.conf no longer has "${from.trim()}": say here where a test run keeps it`);
    conf = conf.split(from).join(to);
  }
  return conf;
}
