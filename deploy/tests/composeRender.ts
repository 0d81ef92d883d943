/**
 * docker-compose.yml as ops run it: rendered by Debian's `docker-compose config` (installed by `npm test`) with an
 * `.env` file, and the host service's environment and mounts as compose gives them to the container. Used by the
 * compose tests here and by the browser tests that put the host's nginx in front of the portal (e2e/support).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const DOCKER_COMPOSE = process.env.DOCKER_COMPOSE_PATH ?? '/usr/bin/docker-compose';
/** What production's compose file requires in `.env` besides what a test is about. */
export const REQUIRED_ENV = 'KEYCLOAK_ADMIN_PASSWORD=admin-secret\nKEYCLOAK_DB_PASSWORD=db-secret\nPASSWORD_CHANGE_PATH=v2/user/changePassword\n';

export interface RenderedService {
  environment?: Record<string, string | null>;
  volumes?: Array<string | { type?: string; source?: string; target?: string; read_only?: boolean }>;
}

/** `docker-compose -f … --env-file <.env> config`: the services as compose would create them. */
export function renderCompose(envText: string, files: string[] = ['docker-compose.yml']): Record<string, RenderedService> {
  if (!DOCKER_COMPOSE || !spawnSync(DOCKER_COMPOSE, ['version'], { encoding: 'utf8' }).stdout) {
    throw new Error(`${DOCKER_COMPOSE} is missing: npm test installs Debian's docker-compose (apt-get install docker-compose)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-compose-'));
  const envFile = path.join(dir, '.env');
  writeFileSync(envFile, `${REQUIRED_ENV}${envText}`);
  const rendered = spawnSync(DOCKER_COMPOSE, [...files.flatMap((file) => ['-f', path.join(REPO_ROOT, file)]), '--project-directory', REPO_ROOT, '--env-file', envFile, 'config'], {
    encoding: 'utf8',
    cwd: REPO_ROOT,
    // Only the .env file speaks: a variable of the machine running the tests must not change the result.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir },
  });
  if (rendered.status !== 0) throw new Error(`docker-compose config failed: ${rendered.stderr}`);
  return (parse(rendered.stdout) as { services: Record<string, RenderedService> }).services;
}

/** The host service's bind mounts: host folder → container path. */
export function bindMounts(service: RenderedService): Array<{ source: string; target: string }> {
  return (service.volumes ?? []).flatMap((volume) => {
    if (typeof volume === 'string') {
      const [source = '', target = ''] = volume.split(':');
      return [{ source, target }];
    }
    return volume.source && volume.target ? [{ source: volume.source, target: volume.target }] : [];
  });
}

/**
 * The host container's environment as compose gives it, each value naming a mounted container path moved to the
 * folder mounted there (the container sees the host folder's files there).
 */
export function hostContainerEnv(service: RenderedService): Record<string, string> {
  const mounts = bindMounts(service);
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => {
      const text = value ?? '';
      const mount = mounts.find(({ target }) => text.startsWith(`${target}/`));
      return [name, mount ? mount.source + text.slice(mount.target.length) : text];
    }),
  );
}
