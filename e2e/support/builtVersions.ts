import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './ports';

/**
 * The version labels of the builds under test, read from what the builds wrote: a build without PORTAL_VERSION is
 * labelled by its sources (`0.1.0+src.<fingerprint>`, shared/build/src/buildVersion.ts), so tests never assume one.
 */
export function builtHostVersion(): string {
  const file = path.join(REPO_ROOT, 'host', 'dist', 'portal-shared.json');
  const { host } = JSON.parse(readFileSync(file, 'utf8')) as { host?: unknown };
  if (typeof host !== 'string' || !host) throw new Error(`${file} names no host version`);
  return host;
}

/** The version a remote build (`dist`, or another output folder) is labelled with in its mf-manifest.json. */
export function builtRemoteVersion(scope: string, dist = 'dist'): string {
  const file = path.join(REPO_ROOT, `remote-${scope.toLowerCase()}`, dist, 'mf-manifest.json');
  const version = (JSON.parse(readFileSync(file, 'utf8')) as { metaData?: { buildInfo?: { buildVersion?: unknown } } }).metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !version) throw new Error(`${file} names no build version`);
  return version;
}
