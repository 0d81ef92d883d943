/**
 * @jest-environment node
 *
 * The images' entrypoint (deploy/nginx/docker-entrypoint.sh), run for real with its folders moved into a temporary
 * one: for the nginx command it fills the templates with envsubst (only the names of the Dockerfile's
 * NGINX_ENVSUBST_FILTER), runs the hooks in name order and then nginx; a failing hook stops it before nginx.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { envsubst, envsubstFilter } from './nginxTemplates';

const DEPLOY = path.resolve(__dirname, '..');
const ENTRYPOINT = path.join(DEPLOY, 'nginx', 'docker-entrypoint.sh');

function image(dockerfile: string, template: string, hooks: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-entrypoint-'));
  const at = (...parts: string[]) => path.join(dir, ...parts);
  for (const sub of ['templates', 'conf.d', 'hooks', 'bin']) mkdirSync(at(sub));
  writeFileSync(at('templates', template), readFileSync(path.join(DEPLOY, dockerfile, 'default.conf.template'), 'utf8'));
  for (const [name, body] of Object.entries(hooks)) writeFileSync(at('hooks', name), body);
  // nginx itself, recorded: what the entrypoint finally runs.
  writeFileSync(at('bin', 'nginx'), `#!/bin/sh\necho "nginx $*" >> '${at('log')}'\n`);
  chmodSync(at('bin', 'nginx'), 0o755);
  const filter = envsubstFilter(path.join(DEPLOY, dockerfile, 'Dockerfile'));
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync('sh', [ENTRYPOINT, ...args], {
      encoding: 'utf8',
      env: {
        PATH: `${at('bin')}:${process.env.PATH ?? '/usr/bin:/bin'}`,
        NGINX_ENVSUBST_FILTER: filter.source,
        PORTAL_ENTRYPOINT_TEMPLATES: at('templates'),
        PORTAL_ENTRYPOINT_OUTPUT: at('conf.d'),
        PORTAL_ENTRYPOINT_HOOKS: at('hooks'),
        ...env,
      },
    });
  const log = () => (existsSync(at('log')) ? readFileSync(at('log'), 'utf8').trim().split('\n') : []);
  return { at, run, log, filter };
}

const hook = (word: string, log: string) => `#!/bin/sh\necho ${word} >> '${log}'\n`;

describe("the images' entrypoint", () => {
  it("fills the host's template with the filter's names only, runs the hooks in order, then nginx", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-entrypoint-log-'));
    const log = path.join(dir, 'log');
    const { at, run, filter } = image('host', 'default.conf.template', { '50-second.sh': hook('second', log), '40-first.sh': hook('first', log) });
    const values = { API_UPSTREAM: 'http://api.portal.svc.cluster.local:3000', KEYCLOAK_UPSTREAM: 'http://keycloak-service.portal.svc.cluster.local:8080' };
    writeFileSync(at('bin', 'nginx'), `#!/bin/sh\necho "nginx $*" >> '${log}'\n`);
    const started = run(['nginx', '-g', 'daemon off;'], { ...values, HOME: '/should-stay' });
    expect(started.stderr).toBe('');
    expect(started.status).toBe(0);
    const rendered = readFileSync(at('conf.d', 'default.conf'), 'utf8');
    expect(rendered).toBe(envsubst(readFileSync(path.join(DEPLOY, 'host', 'default.conf.template'), 'utf8'), filter, values));
    // nginx's own variables are left for nginx.
    expect(rendered).toContain('try_files $uri /index.html;');
    expect(rendered).toContain('set $keycloak_upstream http://keycloak-service.portal.svc.cluster.local:8080;');
    expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual(['first', 'second', 'nginx -g daemon off;']);
  });

  it("fills the remote's template with PORTAL_ORIGIN", () => {
    const { at, run } = image('remote', 'remote.conf.template', {});
    expect(run(['nginx', '-g', 'daemon off;'], { PORTAL_ORIGIN: 'https://portal.example.ru' }).status).toBe(0);
    expect(readFileSync(at('conf.d', 'remote.conf'), 'utf8')).toContain('"https://portal.example.ru" $http_origin;');
  });

  it('stops before nginx when a hook fails (the start script refusing a value), naming it', () => {
    const { at, run, log } = image('host', 'default.conf.template', { '40-refuses.sh': '#!/bin/sh\necho "refused" >&2\nexit 1\n' });
    const started = run(['nginx', '-g', 'daemon off;'], { API_UPSTREAM: 'http://api:3000', KEYCLOAK_UPSTREAM: 'http://keycloak:8080' });
    expect(started.status).not.toBe(0);
    expect(started.stderr).toContain(`ERROR: ${at('hooks', '40-refuses.sh')} failed; nginx is not started`);
    expect(log()).toEqual([]);
  });

  it('runs another command as it is, without templates or hooks (a shell in the image, the k8s init container)', () => {
    const { at, run } = image('host', 'default.conf.template', { '40-refuses.sh': '#!/bin/sh\nexit 1\n' });
    const started = run(['sh', '-c', 'echo hello'], {});
    expect(started.stdout).toBe('hello\n');
    expect(started.status).toBe(0);
    expect(existsSync(at('conf.d', 'default.conf'))).toBe(false);
  });
});
