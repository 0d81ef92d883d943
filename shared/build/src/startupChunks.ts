import path from 'node:path';
import type webpack from 'webpack';

/**
 * Libraries the host loads only on demand (the kit's form door opens with a dialog or a form page): they stay
 * in chunks of their own instead of the start-up group below. A library a lazy part of the host imports
 * directly belongs here too, or it is downloaded with the first page (a browser test watches the form library).
 */
export const ON_DEMAND_LIBRARIES = ['react-hook-form', '@hookform/resolvers'] as const;

/** The kit's doors (but the form door) and the API's zod door: a few re-export lines each, in front of the libraries. */
function isStartupDoor(resource: string): boolean {
  const kit = `${path.sep}shared${path.sep}ui${path.sep}src${path.sep}kit${path.sep}`;
  // The zod door is zod.ts and the name list behind it in zod/.
  const zodDoor = `${path.sep}shared${path.sep}api${path.sep}src${path.sep}zod`;
  return (resource.includes(kit) && !resource.endsWith(`${path.sep}form.ts`)) || resource.endsWith(`${zodDoor}.ts`) || resource.includes(`${zodDoor}${path.sep}`);
}

type SplitChunks = Exclude<NonNullable<NonNullable<webpack.Configuration['optimization']>['splitChunks']>, false>;
type CacheGroups = NonNullable<SplitChunks['cacheGroups']>;

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

/** The npm package a module file belongs to (pnpm: the last node_modules/<package> of its path). */
export function packageOfResource(resource: string): string | null {
  const at = resource.lastIndexOf(NODE_MODULES);
  if (at < 0) return null;
  const [first, second] = resource.slice(at + NODE_MODULES.length).split(path.sep);
  if (!first) return null;
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

/**
 * The host's shared libraries (React, the kit's Chakra, router, query, zod, date-fns, ky…) are all needed before
 * the first page shows, yet webpack gives each shared module a chunk of its own: some twenty requests, each
 * compressed alone. One chunk for all of them, with the doors in front, compresses against itself like the single
 * bundle's vendor chunk does (−15 KB br on a cabinet page, 28 → 11 scripts) and costs nothing in caching that the
 * single bundle does not pay too.
 */
export function startupChunkGroups(): CacheGroups {
  return {
    sharedLibraries: {
      name: 'shared-libraries',
      // Async only: main.js (keycloak-js and the runtime) is the pre-sign-in script and stays as small as it is.
      chunks: 'async',
      enforce: true,
      priority: 20,
      test: (module: webpack.Module) => {
        const resource = (module as webpack.NormalModule).resource;
        if (typeof resource !== 'string') return false;
        if (isStartupDoor(resource)) return true;
        const name = packageOfResource(resource);
        return name !== null && !(ON_DEMAND_LIBRARIES as readonly string[]).includes(name);
      },
    },
  };
}
