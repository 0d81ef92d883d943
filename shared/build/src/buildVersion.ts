import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The version label of a build: what the user menu shows («Версия портала …, кабинета …»), every error report names and
 * ops tell versions apart by (decision 0042). PORTAL_VERSION when the release gives one. Otherwise the package's version
 * with the fingerprint of the sources the build reads as semver build metadata (`0.1.0+src.1a2b3c4d`), so two builds of
 * different code never share a label, and the same code always gets the same one. Sources, not git: the images build
 * without `.git` (Dockerfile.dockerignore).
 */
export function buildVersion(packageDir: string, packageVersion: string, env: NodeJS.ProcessEnv = process.env): string {
  const given = env.PORTAL_VERSION?.trim();
  if (given) return given;
  return `${packageVersion}+src.${sourceFingerprint(packageDir)}`;
}

const SKIPPED = new Set(['node_modules', '.sandbox-state', 'coverage', '.mf']);
const skipped = (name: string) => SKIPPED.has(name) || name.startsWith('dist') || name.startsWith('.');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !skipped(entry.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
    });
}

/**
 * Eight hex digits of a SHA-256 over the package's own files and the workspace's shared packages, build settings and
 * lock file (what any build bundles from): each file's path from the workspace root and its bytes, in path order.
 */
export function sourceFingerprint(packageDir: string): string {
  const root = path.resolve(packageDir, '..');
  const files = [
    ...filesUnder(packageDir),
    ...filesUnder(path.join(root, 'shared')),
    ...['package.json', 'pnpm-lock.yaml', 'tsconfig.base.json'].map((file) => path.join(root, file)).filter((file) => existsSync(file) && statSync(file).isFile()),
  ]
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/**
 * Eight hex digits that name one build of a remote on a page (decision 0055): its container, the global its
 * remoteEntry.js sets and its webpack chunk registry are `<cabinet>_<token>`, so another build of the same cabinet
 * runs beside a failed one without touching its globals. From the version label and the settings that change the
 * output without changing the sources (mode, sandbox, the shared modules required): the same build always gets the
 * same token, two builds that differ get two.
 */
export function buildToken(version: string, settings: unknown): string {
  return createHash('sha256').update(`${version}\0${JSON.stringify(settings)}`).digest('hex').slice(0, 8);
}
