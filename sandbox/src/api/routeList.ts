import type { Router } from 'express';
import type { Scope } from '@portal/api';

export interface ApiRoute {
  method: string;
  /** Express path relative to /api, e.g. /lkk/registries/:id */
  path: string;
  /** Scopes a scope guard (`onlyScopes`) mounted in front of the route lets through; undefined: no such guard. */
  scopes?: readonly Scope[];
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[]; allowedScopes?: readonly Scope[] };
  rawPath?: unknown;
  slash?: boolean;
}

interface ScopeGuard {
  paths: string[];
  scopes: readonly Scope[];
}

const under = (path: string, mount: string) => mount === '' || path.toLowerCase() === mount.toLowerCase() || path.toLowerCase().startsWith(`${mount.toLowerCase()}/`);

/**
 * Every route an Express router answers, walked from its layers (nested routers included), so tests can cover
 * routes nobody listed by hand: a route added later is in the list by construction. Scope guards met on the way
 * (middleware carrying `allowedScopes`) are attached to the routes after them under their path.
 */
export function listRoutes(router: Router, prefix = '', outerGuards: ScopeGuard[] = []): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const guards = [...outerGuards];
  for (const layer of (router as unknown as { stack: Layer[] }).stack) {
    const mounts = layer.slash || layer.rawPath === undefined ? [''] : Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath];
    if (layer.route) {
      const paths: unknown[] = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        if (typeof path !== 'string') throw new Error(`route with a non-string path under ${prefix || '/'}: teach listRoutes to read it`);
        const full = `${prefix}${path}`;
        const scopes = guards.filter((guard) => guard.paths.some((mount) => under(full, mount))).reduce<readonly Scope[] | undefined>((allowed, guard) => (allowed ? allowed.filter((scope) => guard.scopes.includes(scope)) : guard.scopes), undefined);
        for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path: full, ...(scopes ? { scopes } : {}) });
      }
    } else if (layer.handle?.stack) {
      if (mounts.length !== 1 || typeof mounts[0] !== 'string') throw new Error(`router mounted on a non-string path under ${prefix || '/'}: teach listRoutes to read it`);
      routes.push(...listRoutes(layer.handle as unknown as Router, `${prefix}${mounts[0] === '/' ? '' : mounts[0]}`, guards));
    } else if (layer.handle?.allowedScopes) {
      if (!mounts.every((mount) => typeof mount === 'string')) throw new Error(`scope guard on a non-string path under ${prefix || '/'}: teach listRoutes to read it`);
      guards.push({ paths: (mounts as string[]).map((mount) => (mount === '' || mount === '/' ? prefix : `${prefix}${mount}`)), scopes: layer.handle.allowedScopes });
    }
  }
  return routes;
}
