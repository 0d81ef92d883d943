import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Libraries that must exist once per page (ARCHITECTURE.md rule 3), shared by package name. Chakra UI,
 * react-router, TanStack Query and react-hook-form are deliberately absent: a shared module ships whole, so they are reached
 * only through the UI kit's entries below, behind which webpack tree-shakes them. Emotion is used only by
 * Chakra, so it lives inside the kit's chunk (sharing it too put its helpers on the page twice).
 */
export const SINGLETON_MODULES = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'zustand',
  // The platform's stores import zustand/vanilla, which zustand's own index re-exports: one copy for both.
  'zustand/vanilla',
  'ky',
] as const;

/** The UI kit's entries, shared as strict singletons with @portal/ui's version (semver of its export list). */
export const KIT_ENTRIES = {
  '@portal/ui/chakra': 'src/kit/chakra.ts',
  '@portal/ui/router': 'src/kit/router.ts',
  // One QueryClient and cache for host and cabinet, with the library tree-shaken behind the door (−2 KB br).
  '@portal/ui/query': 'src/kit/query.ts',
  // Forms in the host (password) and in every cabinet: one tree-shaken react-hook-form and its zod resolver.
  '@portal/ui/form': 'src/kit/form.ts',
  // Icons and the formatters (date-fns behind them) would otherwise be bundled by the host and again by the remote.
  '@portal/ui/icons': 'src/kit/icons.ts',
  '@portal/ui/format': 'src/format/index.ts',
} as const;

/**
 * The API contract's door to zod (`@portal/api/zod`): a fixed list of zod/mini's names, shared as a strict
 * singleton with @portal/api's version, so one tree-shaken zod runs on a page instead of one per container.
 */
export const API_ENTRIES = {
  '@portal/api/zod': 'src/zod.ts',
} as const;

export interface SharedModuleConfig {
  singleton: true;
  requiredVersion: string;
  strictVersion?: boolean;
  version?: string;
  shareKey?: string;
  /** The module bundled as this container's own copy; false: none, the host's copy is used. */
  import?: string | false;
}
export type SharedConfig = Record<string, SharedModuleConfig>;

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  portal?: { kind: 'host' | 'remote' };
}

function readJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

const sharedDir = path.join(__dirname, '..', '..');

/** 'react/jsx-runtime' → 'react', '@tanstack/react-query' → itself. */
function packageNameOf(request: string): string {
  const parts = request.split('/');
  return (request.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** The version of `name` as installed for the package in `packageDir` (pnpm links each dependency there). */
function installedVersion(packageDir: string, name: string): string {
  return readJson(path.join(packageDir, 'node_modules', name, 'package.json')).version;
}

/** The shared-module config of the host or a remote; version ranges are read from its own package.json. */
export function sharedSingletons(packageDir: string): SharedConfig {
  const pkg = readJson(path.join(packageDir, 'package.json'));
  const deps = pkg.dependencies ?? {};
  const shared: SharedConfig = {};
  for (const name of SINGLETON_MODULES) {
    const base = packageNameOf(name);
    const range = deps[base];
    if (!range) throw new Error(`${packageDir} must depend on ${base} to share it`);
    // The installed package's version, stated: webpack would read a subpath's own package.json otherwise
    // (@hookform/resolvers/zod's said 1.0.0 when it was shared), and the runtime then warned of a mismatch.
    shared[name] = { singleton: true, requiredVersion: range, version: installedVersion(packageDir, base) };
  }

  // Our own singletons: strict, so a remote built against a newer platform or kit is refused, not half-run.
  // PORTAL_PLATFORM_VERSION stands for a build against a later platform release (the newer-platform browser test).
  const platformVersion = process.env.PORTAL_PLATFORM_VERSION ?? readJson(path.join(sharedDir, 'platform', 'package.json')).version;
  shared['@portal/platform'] = { singleton: true, requiredVersion: `^${platformVersion}`, version: platformVersion, strictVersion: true };

  const apiDir = path.join(sharedDir, 'api');
  const apiVersion = readJson(path.join(apiDir, 'package.json')).version;
  Object.assign(shared, byFile(apiDir, API_ENTRIES, apiVersion));

  const uiDir = path.join(sharedDir, 'ui');
  // PORTAL_KIT_VERSION stands for a build against another kit release (the incompatible-remote browser test).
  const kitVersion = process.env.PORTAL_KIT_VERSION ?? readJson(path.join(uiDir, 'package.json')).version;
  Object.assign(shared, byFile(uiDir, KIT_ENTRIES, kitVersion));

  // The host provides every singleton (rule 3) and a cabinet only ever runs inside it, so a remote bundles no
  // copies of its own: no fallback chunks to build, and its remoteEntry.js no longer registers them (−1.5 KB br).
  // The versions stay: a host whose copy does not satisfy a strict requirement is still refused by name.
  if (pkg.portal?.kind === 'remote') for (const config of Object.values(shared)) config.import = false;
  return shared;
}

/** Entries of one of our packages as strict singletons of its version, each keyed by its file. */
function byFile(packageDir: string, entries: Record<string, string>, version: string): SharedConfig {
  const shared: SharedConfig = {};
  for (const [shareKey, file] of Object.entries(entries)) {
    // Keyed by absolute path so that every import resolving to the file (by package name or relative, as
    // inside the package itself) is consumed from the share scope.
    const absolute = path.join(packageDir, file);
    shared[absolute] = { singleton: true, shareKey, import: absolute, requiredVersion: `^${version}`, version, strictVersion: true };
  }
  return shared;
}

/** The field of a remote's mf-manifest.json `metaData` listing what it requires of the host's shared modules. */
export const SHARED_REQUIREMENTS_FIELD = 'sharedRequirements';

/**
 * Each shared module a build consumes, by share key, with its range and whether the runtime refuses a host whose
 * version does not satisfy it (strict): the data of @portal/api/remotes' incompatibilities().
 */
export function sharedRequirementsOf(shared: SharedConfig): Array<{ name: string; requiredVersion: string; strict: boolean }> {
  return Object.entries(shared).map(([key, config]) => ({ name: config.shareKey ?? key, requiredVersion: config.requiredVersion, strict: config.strictVersion === true }));
}

/** The version the host provides of each shared module, by share key (the pre-flight command compares with it). */
export function providedVersionsOf(shared: SharedConfig): Record<string, string> {
  return Object.fromEntries(Object.entries(shared).flatMap(([key, config]) => (config.version ? [[config.shareKey ?? key, config.version]] : [])));
}
