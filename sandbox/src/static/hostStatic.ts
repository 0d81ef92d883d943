import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { compressedStatic } from './compressedStatic';
import { renderMissingBuildPage } from './missingBuildPage';
import { pageWithConfig } from './pageWithConfig';

/** Paths owned by other parts of the main port: never answered with the SPA's index.html. */
const NOT_SPA = /^\/(api|keycloak|__sandbox)(\/|$)/;
/** A request for a file (an asset with an extension) that does not exist is a 404, not the SPA. */
const LOOKS_LIKE_FILE = /\/[^/]+\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|woff2?|ttf|txt|webp)$/i;
const PAGE_PATHS = new Set(['/', '/index.html']);

/** What the page carries: /config's answer and, when the remotes file reads well, /remotes.json's (pageWithConfig.ts). */
export interface PageData {
  config: () => Record<string, unknown>;
  remotes: () => unknown;
}

/** The host's dist with fallback to index.html for the SPA's routes (history mode); every page carries `data`. */
export function hostStatic(hostDist: string, data: PageData): Router {
  const router = express.Router();
  const indexFile = path.join(hostDist, 'index.html');
  const servePage = (req: Request, res: Response) => {
    if (!existsSync(indexFile)) {
      res.status(503).set('Cache-Control', 'no-store').type('html').send(renderMissingBuildPage(hostDist));
      return;
    }
    // Read on every request: a rebuild while the sandbox runs is served at once.
    const page = pageWithConfig(readFileSync(indexFile, 'utf8'), data.config(), data.remotes());
    const etag = `"${createHash('sha1').update(page).digest('base64url')}"`;
    // The page names the current main.<hash>.js: revalidated on every load (a 304 when unchanged), never no-store.
    res.set({ 'Cache-Control': 'no-cache', ETag: etag });
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.type('html').send(page);
  };
  const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';
  router.use((req, res, next) => (isRead(req) && PAGE_PATHS.has(req.path) ? servePage(req, res) : next()));
  router.use(compressedStatic(hostDist));
  router.use((req, res, next) => {
    if (!isRead(req) || NOT_SPA.test(req.path)) {
      next();
      return;
    }
    if (existsSync(indexFile) && LOOKS_LIKE_FILE.test(req.path)) {
      res.status(404).type('text/plain').send(`Not found: ${req.path}`);
      return;
    }
    servePage(req, res);
  });
  return router;
}
