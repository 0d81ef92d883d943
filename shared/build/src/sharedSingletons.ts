import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Modules that must exist once per page (ARCHITECTURE.md rule 3). The host provides them; a remote
 * built against an incompatible @portal/platform is refused by the federation runtime (strictVersion).
 */
export const SINGLETON_MODULES = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  '@chakra-ui/react',
  '@emotion/react',
  'zustand',
  'ky',
  '@portal/platform',
] as const;

const STRICT = new Set(['@portal/platform']);

type SharedConfig = Record<string, { singleton: true; requiredVersion: string; strictVersion?: boolean; version?: string }>;

function readJson(file: string): { version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(file, 'utf8')) as { version: string; dependencies?: Record<string, string> };
}

/** The version range of each singleton, read from the consuming package's own package.json. */
export function sharedSingletons(packageDir: string): SharedConfig {
  const pkg = readJson(path.join(packageDir, 'package.json'));
  const deps = pkg.dependencies ?? {};
  const platformVersion = readJson(path.join(__dirname, '..', '..', 'platform', 'package.json')).version;
  const shared: SharedConfig = {};
  for (const name of SINGLETON_MODULES) {
    const base = name.startsWith('react/') ? 'react' : name.startsWith('react-dom/') ? 'react-dom' : name;
    if (name === '@portal/platform') {
      shared[name] = { singleton: true, requiredVersion: `^${platformVersion}`, version: platformVersion, strictVersion: true };
      continue;
    }
    const range = deps[base];
    if (!range) throw new Error(`${pkg.version}: ${packageDir} must depend on ${base} to share it`);
    shared[name] = { singleton: true, requiredVersion: range, ...(STRICT.has(name) ? { strictVersion: true } : {}) };
  }
  return shared;
}
