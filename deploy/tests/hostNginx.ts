/**
 * The host image's nginx configuration (deploy/host/default.conf.template and its snippets) rendered for a test's
 * folders, for Debian's nginx: `test` is the `nginx -t` the start script runs (PORTAL_NGINX_TEST), and serveHostNginx
 * starts it on a unix socket of the test's own (no port to share with other runs) to ask what it serves.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { envsubst, envsubstFilter, listenOn, NGINX_BINARY, relocate, runNginxConf } from './nginxTemplates';

const DEPLOY = path.resolve(__dirname, '..');

/** Where the start script writes (its PORTAL_* folders) and where the built page lies. */
export interface HostFolders {
  runtime: string;
  page: string;
  snippets: string;
  html: string;
}

export interface HostNginx {
  conf: string;
  socket: string;
  /** `nginx -t` of this configuration: the start script's PORTAL_NGINX_TEST. */
  test: string;
  dir: string;
}

/** Renders the host's configuration into `dir` (its nginx.conf, conf.d) and the image's own snippets into `folders.snippets`. */
export function renderHostNginx(dir: string, folders: HostFolders, upstream = 'http://127.0.0.1:9'): HostNginx {
  if (!existsSync(NGINX_BINARY)) throw new Error(`${NGINX_BINARY} is missing: npm test installs Debian's nginx (apt-get install nginx)`);
  for (const sub of ['conf.d', 'logs', 'temp']) mkdirSync(path.join(dir, sub), { recursive: true });
  mkdirSync(folders.snippets, { recursive: true });
  const paths = {
    '/etc/nginx/snippets/': `${folders.snippets}/`,
    '/usr/share/nginx/runtime/': `${folders.runtime}/`,
    '/usr/share/nginx/page/': `${folders.page}/`,
    '/usr/share/nginx/html': folders.html,
  };
  // The image copies these beside the start script's snippets (Dockerfile: COPY … /etc/nginx/snippets/).
  for (const snippet of ['proxy-headers.conf', 'keycloak-proxy.conf']) {
    writeFileSync(path.join(folders.snippets, snippet), relocate(readFileSync(path.join(DEPLOY, 'host', snippet), 'utf8'), paths, `deploy/host/${snippet}`));
  }
  const template = readFileSync(path.join(DEPLOY, 'host', 'default.conf.template'), 'utf8');
  const rendered = envsubst(template, envsubstFilter(path.join(DEPLOY, 'host', 'Dockerfile')), { API_UPSTREAM: upstream, KEYCLOAK_UPSTREAM: upstream });
  const socket = path.join(dir, 'host.sock');
  writeFileSync(path.join(dir, 'conf.d', 'host.conf'), listenOn(relocate(rendered, paths, 'deploy/host/default.conf.template'), `unix:${socket}`, 'deploy/host/default.conf.template'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, runNginxConf(dir));
  return { conf, socket, test: `${NGINX_BINARY} -t -q -p ${dir} -c ${conf}`, dir };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ServedHost {
  get: (requestPath: string, headers?: Record<string, string>) => Promise<Answer>;
  stop: () => Promise<void>;
}

function get(socket: string, requestPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ socketPath: socket, path: requestPath, headers: { host: 'portal.example.ru', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

/** Starts nginx on the rendered configuration; resolves once it answers on its socket. */
export async function serveHostNginx(nginx: HostNginx): Promise<ServedHost> {
  const checked = spawnSync(NGINX_BINARY, ['-t', '-q', '-p', nginx.dir, '-c', nginx.conf], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the configuration: ${checked.stderr}`);
  const child = spawn(NGINX_BINARY, ['-p', nginx.dir, '-c', nginx.conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
  };
  // Ready when the socket answers; nginx exiting first is its own failure.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errors}`);
    try {
      await get(nginx.socket, '/config');
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { get: (requestPath, headers) => get(nginx.socket, requestPath, headers), stop };
}

/** The start script's PORTAL_NGINX_TEST for these folders: Debian's nginx checking the host's configuration with them. */
export function hostNginxTest(folders: HostFolders): string {
  return renderHostNginx(mkdtempSync(path.join(tmpdir(), 'portal-host-nginx-')), folders).test;
}
