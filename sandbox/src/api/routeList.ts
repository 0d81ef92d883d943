import type { Router } from 'express';

export interface ApiRoute {
  method: string;
  /** Express path relative to /api, e.g. /lkk/registries/:id */
  path: string;
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
  slash?: boolean;
}

/**
 * Every route an Express router answers, walked from its layers (nested routers included), so tests can cover
 * routes nobody listed by hand: a route added later is in the list by construction.
 */
export function listRoutes(router: Router, prefix = ''): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const layer of (router as unknown as { stack: Layer[] }).stack) {
    if (layer.route) {
      const paths: unknown[] = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        if (typeof path !== 'string') throw new Error(`route with a non-string path under ${prefix || '/'}: teach listRoutes to read it`);
        for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path: `${prefix}${path}` });
      }
    } else if (layer.handle?.stack) {
      const mount = layer.slash || typeof layer.rawPath !== 'string' ? '' : layer.rawPath;
      routes.push(...listRoutes(layer.handle as unknown as Router, `${prefix}${mount}`));
    }
  }
  return routes;
}
