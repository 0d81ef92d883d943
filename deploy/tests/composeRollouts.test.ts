/**
 * @jest-environment node
 *
 * Roll-outs on docker compose, in the form ops run them: docker-compose.yml (and docker-compose.remotes-file.yml) as
 * Debian's `docker-compose config` renders them with the `.env` files docs/operations.md gives, and the host image's
 * own start and follow scripts run with exactly the environment and mounts compose gives the host container. Only the
 * image's absolute output paths are moved into a temporary folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bindMounts, hostContainerEnv, renderCompose, REPO_ROOT, type RenderedService } from './composeRender';
import { hostNginxTest } from './hostNginx';

const ROOT = REPO_ROOT;
jest.setTimeout(60_000);

function renderHost(envText: string, files: string[] = ['docker-compose.yml']): { service: RenderedService; dir: string } {
  const service = renderCompose(envText, files).host;
  if (!service) throw new Error('the rendered compose file has no host service');
  return { service, dir: mkdtempSync(path.join(tmpdir(), 'portal-compose-host-')) };
}

/** The `.env` blocks of docs/operations.md's compose canary, by their first comment line. */
function documentedEnv(title: string): string {
  const docs = readFileSync(path.join(ROOT, 'docs', 'operations.md'), 'utf8');
  const blocks = [...docs.matchAll(/```dotenv\n([\s\S]*?)```/g)].map((match) => (match[1] ?? '').replace(/^ +/gm, ''));
  const block = blocks.find((text) => text.startsWith(`# ${title}\n`));
  if (!block) throw new Error(`docs/operations.md has no dotenv block "# ${title}"`);
  return block;
}

/** The host container's environment as compose gives it, plus where this run keeps the image's output paths. */
function containerEnv(service: RenderedService, dir: string): Record<string, string> {
  return {
    ...hostContainerEnv(service),
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    PORTAL_RUNTIME_DIR: path.join(dir, 'runtime'),
    PORTAL_HTML_DIR: path.join(__dirname, 'fixtures', 'page'),
    PORTAL_PAGE_DIR: path.join(dir, 'page'),
    PORTAL_SNIPPETS_DIR: path.join(dir, 'snippets'),
    // The image's `nginx -t`: Debian's nginx on the host's configuration with these folders.
    PORTAL_NGINX_TEST: hostNginxTest({ runtime: path.join(dir, 'runtime'), page: path.join(dir, 'page'), snippets: path.join(dir, 'snippets'), html: path.join(__dirname, 'fixtures', 'page') }),
    PORTAL_CSP_TEMPLATE: path.join(ROOT, 'deploy', 'security', 'content-security-policy.template'),
    PORTAL_RESOLVER: '127.0.0.11',
  };
}

function startScript(env: Record<string, string>) {
  return spawnSync('sh', [path.join(ROOT, 'deploy', 'host', '40-portal-runtime-config.sh')], { env, encoding: 'utf8' });
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const pageRemotes = (dir: string) => JSON.parse(/<script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec(read(dir, 'page/index.html'))?.[1] ?? 'null') as unknown;

describe('a canary on docker compose, by the variables in .env (docs/operations.md)', () => {
  it('reaches the host container and what it serves: the canary at 10 %, every origin in the page policy', () => {
    const { service, dir } = renderHost(documentedEnv('a canary at 10 %'));
    const started = startScript(containerEnv(service, dir));
    expect(started.stderr).toBe('');
    expect(started.status).toBe(0);
    const entry = {
      url: 'https://lkk-1-4-0.example.ru/mf-manifest.json',
      fallback: 'https://lkk-1-3-0.example.ru/mf-manifest.json',
      canary: { url: 'https://lkk-1-5-0.example.ru/mf-manifest.json', percent: 10 },
    };
    expect(JSON.parse(read(dir, 'runtime/remotes.json'))).toMatchObject({ LKK: entry, LKD: 'http://lkd.localhost:3002/mf-manifest.json' });
    expect(pageRemotes(dir)).toMatchObject({ LKK: entry });
    const policy = read(dir, 'snippets/security-headers.conf');
    for (const origin of ['https://lkk-1-4-0.example.ru', 'https://lkk-1-3-0.example.ru', 'https://lkk-1-5-0.example.ru']) expect(policy).toContain(origin);
    expect(started.stdout).toContain('users load {"LKK":{"url":"https://lkk-1-4-0.example.ru/mf-manifest.json"');
  });

  it('promotes and rolls back by the documented variables', () => {
    const promoted = renderHost(documentedEnv('promoted'));
    expect(startScript(containerEnv(promoted.service, promoted.dir)).status).toBe(0);
    expect(JSON.parse(read(promoted.dir, 'runtime/remotes.json')).LKK).toEqual({ url: 'https://lkk-1-5-0.example.ru/mf-manifest.json', fallback: 'https://lkk-1-4-0.example.ru/mf-manifest.json' });
    const back = renderHost(documentedEnv('rolled back'));
    expect(startScript(containerEnv(back.service, back.dir)).status).toBe(0);
    expect(JSON.parse(read(back.dir, 'runtime/remotes.json')).LKK).toEqual({ url: 'https://lkk-1-4-0.example.ru/mf-manifest.json', fallback: 'https://lkk-1-3-0.example.ru/mf-manifest.json' });
  });

  it('stops the start on a bad value, saying which, and writes nothing', () => {
    const { service, dir } = renderHost(documentedEnv('a canary at 10 %').replace('PERCENT=10', 'PERCENT=150'));
    const started = startScript(containerEnv(service, dir));
    expect(started.status).toBe(1);
    expect(started.stderr).toContain("REMOTE_LKK_CANARY_PERCENT must be a whole number from 0 to 100 (got '150')");
    expect(existsSync(path.join(dir, 'runtime', 'remotes.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'snippets', 'security-headers.conf'))).toBe(false);
  });
});

describe('a mounted remotes file on docker compose (docker-compose.remotes-file.yml)', () => {
  let follower: ChildProcess | undefined;
  afterEach(() => follower?.kill());

  /** The folder compose mounts, copied so the test edits a copy; its container path → the copy. */
  function mountedStand() {
    const source = mkdtempSync(path.join(tmpdir(), 'portal-compose-runtime-'));
    cpSync(path.join(ROOT, 'deploy', 'compose', 'runtime'), source, { recursive: true });
    const { service, dir } = renderHost(`PORTAL_REMOTES_DIR=${source}\nPORTAL_POLICY_CHECK_SECONDS=1\n`, ['docker-compose.yml', 'docker-compose.remotes-file.yml']);
    if (!bindMounts(service).some((mount) => mount.source === source)) throw new Error(`the host does not mount ${source}: ${JSON.stringify(service.volumes)}`);
    const env = containerEnv(service, dir);
    return { source, dir, env, file: path.join(source, 'remotes.json') };
  }

  async function until(check: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`not within 20 s: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('serves the mounted file, not the variables, and a restart does not overwrite it', () => {
    const { dir, env, file } = mountedStand();
    expect(env.PORTAL_REMOTES_FILE).toBe(file);
    const edited = { ...JSON.parse(readFileSync(file, 'utf8')), LKD: 'https://lkd-2-0-0.example.ru/mf-manifest.json' };
    writeFileSync(file, JSON.stringify(edited));
    expect(startScript(env).status).toBe(0);
    expect(JSON.parse(read(dir, 'runtime/remotes.json'))).toEqual(edited);
    // A restart: the same file, unchanged, served again.
    expect(startScript(env).status).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(edited);
    expect(pageRemotes(dir)).toEqual(edited);
  });

  it('takes an edit to the served file, the page copy and the policy without a restart, and refuses a bad one', async () => {
    const { dir, env, file } = mountedStand();
    const reloads = path.join(dir, 'reloads');
    // nginx -s reload, recorded (the follow script runs the command it is given as words, as the image's `nginx -s reload`).
    const reload = path.join(dir, 'reload.sh');
    writeFileSync(reload, `#!/bin/sh\necho reload >> '${reloads}'\n`);
    chmodSync(reload, 0o755);
    expect(startScript(env).status).toBe(0);
    follower = spawn('sh', [path.join(ROOT, 'deploy', 'host', '50-portal-policy-follows-remotes.sh')], {
      // The image's paths of the start script and of nginx, moved; the rest is the container's environment.
      env: { ...env, PORTAL_POLICY_FOLLOW_FOREGROUND: '1', PORTAL_RUNTIME_SCRIPT: path.join(ROOT, 'deploy', 'host', '40-portal-runtime-config.sh'), PORTAL_NGINX_RELOAD: reload },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    follower.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    follower.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await until(() => log.includes('following'), 'the follow script started');
    // As portal-remotes writes it: a new file renamed over the old one, in the mounted folder.
    const canary = { ...JSON.parse(readFileSync(file, 'utf8')), LKK: { url: 'http://lkk.localhost:3001/mf-manifest.json', canary: { url: 'https://lkk-1-5-0.example.ru/mf-manifest.json', percent: 10 } } };
    writeFileSync(`${file}.new`, JSON.stringify(canary));
    renameSync(`${file}.new`, file);
    // Two reloads: a policy allowing both versions, then the edit's alone with its files (the follow script).
    await until(() => existsSync(reloads) && readFileSync(reloads, 'utf8').trim().split('\n').length === 2, 'nginx reloaded twice with the edit');
    expect(JSON.parse(read(dir, 'runtime/remotes.json'))).toEqual(canary);
    expect(pageRemotes(dir)).toEqual(canary);
    expect(read(dir, 'snippets/security-headers.conf')).toContain('https://lkk-1-5-0.example.ru');
    // A typo: refused, the canary stays what users load.
    writeFileSync(`${file}.new`, JSON.stringify(canary).replace('"percent":10', '"percent":150'));
    renameSync(`${file}.new`, file);
    await until(() => existsSync(path.join(dir, 'runtime', 'remotes-refused')), 'the typo refused');
    expect(log).toContain('LKK.canary.percent must be a whole number from 0 to 100 (got 150)');
    expect(JSON.parse(read(dir, 'runtime/remotes.json'))).toEqual(canary);
    expect(pageRemotes(dir)).toEqual(canary);
  });

  it('refuses to start with the mounted file and REMOTE_* variables both set', () => {
    const { env } = mountedStand();
    const started = startScript({ ...env, REMOTE_LKK_URL: 'https://lkk.example.ru/mf-manifest.json' });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('and REMOTE_LKK_URL are both set');
  });
});
