import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostContainerEnv, renderCompose } from '../../deploy/tests/composeRender';
import { envsubst, envsubstFilter, listenOn, NGINX_BINARY, relocate, runNginxConf } from '../../deploy/tests/nginxTemplates';
import { REPO_ROOT, type PortBlock } from './ports';
import { startSandboxProcess, type SandboxProcess } from './sandboxProcess';

/**
 * The production path on loopback: Debian's nginx (installed by `npm test`, scripts/bootstrap.mjs) runs the host's and
 * the remotes' nginx templates of deploy/, rendered the way their images render them (the nginx image's envsubst with
 * the Dockerfile's NGINX_ENVSUBST_FILTER, deploy/host/40-portal-runtime-config.sh for /config, /remotes.json and the
 * page policy), in front of a sandbox that stands in for the API and Keycloak with its test controls off.
 *
 * What differs from the images is only where things are: the listen port (a loopback port of the run's block instead
 * of 80), and the image's absolute paths, moved into a temporary directory and the checkout's builds.
 */
export { NGINX_BINARY };
export const SCOPES = ['LKK', 'LKD', 'LKA', 'LKP'] as const;
export type NginxScope = (typeof SCOPES)[number];

export interface ProductionNginx {
  /** The portal's public origin: the host's nginx, which proxies /api and /keycloak to the sandbox. */
  hostUrl: string;
  /** Each remote's nginx. Served on 127.0.0.1, a host name other than the portal's (the start script insists). */
  remoteUrls: Record<NginxScope, string>;
  /** The rendered files (config.json, remotes.json, the snippets and nginx's own configuration). */
  dir: string;
  /** What the host image's follow script said so far (mountedRemotes only). */
  followLog: () => string;
  stop: () => Promise<void>;
}

export interface ProductionNginxOptions {
  /**
   * Serve /remotes.json from `dir/remotes.json`, mounted as docker-compose.remotes-file.yml mounts it, with the image's
   * follow script running (every `checkSeconds`) and reloading this nginx; without it the host's REMOTE_* variables
   * name the four remotes, as docker-compose.yml passes them from .env.
   */
  mountedRemotes?: { dir: string; checkSeconds: number };
  /** More remote builds (another version of a cabinet), each served by the remotes' template on a port of its own. */
  extraRemotes?: Array<{ port: number; dist: string }>;
}

const DEPLOY = path.join(REPO_ROOT, 'deploy');

function requireFile(file: string, hint: string): void {
  if (!existsSync(file)) throw new Error(`${file} is missing: ${hint}`);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function errorLog(dir: string): string {
  const log = path.join(dir, 'logs', 'error.log');
  return existsSync(log) ? readFileSync(log, 'utf8').trim() : '(no error log)';
}

async function waitUntilServing(child: ChildProcess, urls: string[], dir: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${errorLog(dir)}`);
    if ((await Promise.all(urls.map(answers))).every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer ${urls.join(', ')} within 20 s:\n${errorLog(dir)}`);
}

/** The run's ports (ports.ts, base + 21 … base + 26 of the worker's block). */
export type ProductionNginxPorts = PortBlock['productionNginx'];

/**
 * The portal on localhost, the remotes on 127.0.0.1: a remote needs a host name other than the portal's (cookies are
 * scoped by host name, not port), and the start script refuses to write a remote on the portal's.
 */
export function productionNginxOrigins(ports: ProductionNginxPorts): { hostUrl: string; remoteUrls: Record<NginxScope, string> } {
  return {
    hostUrl: `http://localhost:${ports.host}`,
    remoteUrls: Object.fromEntries(SCOPES.map((scope) => [scope, `http://127.0.0.1:${ports.remotes[scope]}`])) as Record<NginxScope, string>,
  };
}

/** Renders the host's and the remotes' configurations and the start script's files into `dir`; returns nginx.conf. */
export function renderProductionNginx(
  dir: string,
  ports: ProductionNginxPorts,
  /** The back ends as the deploy names them (default: the sandbox on loopback for both). */
  upstreams: { api?: string; keycloak?: string } = {},
  options: ProductionNginxOptions = {},
): { conf: string; hostUrl: string; remoteUrls: Record<NginxScope, string>; hostEnv: Record<string, string> } {
  const { hostUrl, remoteUrls } = productionNginxOrigins(ports);
  const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
  const at = (...parts: string[]) => path.join(dir, ...parts);
  for (const sub of ['conf.d', 'snippets/host', 'snippets/remote', 'runtime', 'page', 'logs', 'temp']) mkdirSync(at(sub), { recursive: true });

  requireFile(path.join(REPO_ROOT, 'host', 'dist', 'index.html'), 'build the apps first (npm test does; or pnpm run build)');
  for (const scope of SCOPES) {
    requireFile(path.join(REPO_ROOT, `remote-${scope.toLowerCase()}`, 'dist', 'mf-manifest.json'), 'build the apps first (npm test does; or pnpm run build)');
  }

  // The host container's environment as docker-compose.yml gives it (rendered by `docker-compose config` from an .env
  // naming this run's origins), with the image's output paths moved here; the start script then runs as the image runs
  // it (docker-entrypoint.d).
  const composeFiles = options.mountedRemotes ? ['docker-compose.yml', 'docker-compose.remotes-file.yml'] : ['docker-compose.yml'];
  const envText = [
    `PORTAL_PUBLIC_URL=${hostUrl}`,
    ...(options.mountedRemotes
      ? [`PORTAL_REMOTES_DIR=${options.mountedRemotes.dir}`, `PORTAL_POLICY_CHECK_SECONDS=${options.mountedRemotes.checkSeconds}`]
      : SCOPES.map((scope) => `REMOTE_${scope}_URL=${remoteUrls[scope]}`)),
  ].join('\n');
  const composeHost = renderCompose(`${envText}\n`, composeFiles).host;
  if (!composeHost) throw new Error('docker-compose config gave no host service');
  const hostEnv = {
    ...hostContainerEnv(composeHost),
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    PORTAL_RUNTIME_DIR: at('runtime'),
    PORTAL_HTML_DIR: path.join(REPO_ROOT, 'host', 'dist'),
    PORTAL_PAGE_DIR: at('page'),
    PORTAL_SNIPPETS_DIR: at('snippets', 'host'),
    PORTAL_CSP_TEMPLATE: path.join(DEPLOY, 'security', 'content-security-policy.template'),
    PORTAL_RUNTIME_SCRIPT: path.join(DEPLOY, 'host', '40-portal-runtime-config.sh'),
    // The image's `nginx -t`, on this run's configuration (written below, before the script runs).
    PORTAL_NGINX_TEST: `${NGINX_BINARY} -t -q -p ${dir} -c ${at('nginx.conf')}`,
  };

  const hostPaths = {
    '/etc/nginx/snippets/': `${at('snippets', 'host')}/`,
    '/usr/share/nginx/runtime/': `${at('runtime')}/`,
    '/usr/share/nginx/page/': `${at('page')}/`,
    '/usr/share/nginx/html': path.join(REPO_ROOT, 'host', 'dist'),
  };
  // The image copies these two beside the start script's snippets (Dockerfile: COPY … /etc/nginx/snippets/).
  for (const snippet of ['proxy-headers.conf', 'keycloak-proxy.conf']) {
    const text = readFileSync(path.join(DEPLOY, 'host', snippet), 'utf8');
    writeFileSync(at('snippets', 'host', snippet), relocate(text, hostPaths, `deploy/host/${snippet}`));
  }
  const hostTemplate = readFileSync(path.join(DEPLOY, 'host', 'default.conf.template'), 'utf8');
  const hostConf = envsubst(hostTemplate, envsubstFilter(path.join(DEPLOY, 'host', 'Dockerfile')), {
    API_UPSTREAM: upstreams.api ?? sandboxUrl,
    KEYCLOAK_UPSTREAM: upstreams.keycloak ?? sandboxUrl,
  });
  writeFileSync(at('conf.d', 'host.conf'), listenOn(relocate(hostConf, hostPaths, 'deploy/host/default.conf.template'), ports.host, 'deploy/host/default.conf.template'));

  copyFileSync(path.join(DEPLOY, 'remote', 'cors.conf'), at('snippets', 'remote', 'cors.conf'));
  const remoteTemplate = readFileSync(path.join(DEPLOY, 'remote', 'default.conf.template'), 'utf8');
  const remoteFilter = envsubstFilter(path.join(DEPLOY, 'remote', 'Dockerfile'));
  for (const scope of SCOPES) {
    const remoteConf = envsubst(remoteTemplate, remoteFilter, { PORTAL_ORIGIN: hostUrl });
    const remotePaths = {
      '/etc/nginx/snippets/': `${at('snippets', 'remote')}/`,
      '/usr/share/nginx/html': path.join(REPO_ROOT, `remote-${scope.toLowerCase()}`, 'dist'),
    };
    // Each image has an nginx of its own; here one nginx serves all four, and their identical maps of the Origin
    // header are one variable (nginx allows a map variable to be defined again).
    const rendered = listenOn(relocate(remoteConf, remotePaths, 'deploy/remote/default.conf.template'), ports.remotes[scope], 'deploy/remote/default.conf.template');
    writeFileSync(at('conf.d', `remote-${scope.toLowerCase()}.conf`), rendered);
  }
  for (const [index, extra] of (options.extraRemotes ?? []).entries()) {
    const remoteConf = envsubst(remoteTemplate, remoteFilter, { PORTAL_ORIGIN: hostUrl });
    const remotePaths = { '/etc/nginx/snippets/': `${at('snippets', 'remote')}/`, '/usr/share/nginx/html': extra.dist };
    const rendered = listenOn(relocate(remoteConf, remotePaths, 'deploy/remote/default.conf.template'), extra.port, 'deploy/remote/default.conf.template');
    writeFileSync(at('conf.d', `remote-extra-${index}.conf`), rendered);
  }

  // The nginx image's own nginx.conf, with this run's log and temporary paths.
  const conf = at('nginx.conf');
  writeFileSync(conf, runNginxConf(dir));
  // The start script as the image runs it (docker-entrypoint.d), once the configuration that includes its snippets is there.
  const script = spawnSync('sh', [hostEnv.PORTAL_RUNTIME_SCRIPT], { encoding: 'utf8', env: hostEnv });
  if (script.status !== 0) throw new Error(`40-portal-runtime-config.sh failed (${script.status}): ${script.stderr}`);
  return { conf, hostUrl, remoteUrls, hostEnv };
}

/** The sandbox (controls off, the API and identity provider behind /api and /keycloak) and nginx in front of it. */
export async function startProductionNginx(ports: ProductionNginxPorts, options: ProductionNginxOptions = {}): Promise<ProductionNginx> {
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(`${NGINX_BINARY} is missing: npm test installs Debian's nginx (apt-get install nginx); NGINX_PATH names another`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `portal-nginx-${ports.host}-`));
  chmodSync(dir, 0o755);
  let sandbox: SandboxProcess | undefined;
  let nginx: ChildProcess | undefined;
  let follower: ChildProcess | undefined;
  let followed = '';
  const stop = async () => {
    follower?.kill();
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await sandbox?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const { conf, hostUrl, remoteUrls, hostEnv } = renderProductionNginx(dir, ports, {}, options);
    // An nginx left running by an interrupted run would answer instead of this one (the new one could not listen).
    const served = [`${hostUrl}/config`, ...SCOPES.map((scope) => `${remoteUrls[scope]}/mf-manifest.json`)];
    for (const url of served) {
      if (await answers(url)) throw new Error(`${url} already answers: stop what is left running there first (an nginx of ${os.tmpdir()}/portal-nginx-*)`);
    }
    const test = spawnSync(NGINX_BINARY, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused the rendered configuration:\n${test.stderr}`);

    sandbox = await startSandboxProcess(ports.sandbox, {
      // The public origin is nginx's: the issuer, redirect URIs and /config name it.
      PUBLIC_URL: hostUrl,
      SANDBOX_TEST_CONTROLS: 'off',
      // The sandbox's own remote listeners are not used (nginx serves the remotes): any free ports.
      SANDBOX_REMOTE_PORTS: SCOPES.map((scope) => `${scope}=0`).join(','),
      REMOTES_FILE: path.join(dir, 'sandbox-remotes.json'),
      // The new-events dialog would cover the cabinet menu this suite looks for.
      SANDBOX_NEW_EVENTS: 'off',
    });

    nginx = spawn(NGINX_BINARY, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    await waitUntilServing(nginx, served, dir);
    if (options.mountedRemotes) {
      // The image starts it beside nginx (docker-entrypoint.d); its reload is this nginx's.
      follower = spawn('sh', [path.join(DEPLOY, 'host', '50-portal-policy-follows-remotes.sh')], {
        env: { ...hostEnv, PORTAL_POLICY_FOLLOW_FOREGROUND: '1', PORTAL_NGINX_RELOAD: `${NGINX_BINARY} -p ${dir} -c ${conf} -s reload` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const record = (chunk: Buffer) => (followed += chunk.toString());
      follower.stdout?.on('data', record);
      follower.stderr?.on('data', record);
      const deadline = Date.now() + 10_000;
      while (!followed.includes('following')) {
        if (Date.now() > deadline || follower.exitCode !== null) throw new Error(`the follow script did not start: ${followed}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    return { hostUrl, remoteUrls, dir, followLog: () => followed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
