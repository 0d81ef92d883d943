import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { compressedStatic } from './compressedStatic';
import { renderMissingBuildPage } from './missingBuildPage';

/** Paths owned by other parts of the main port: never answered with the SPA's index.html. */
const NOT_SPA = /^\/(api|keycloak|__sandbox)(\/|$)/;
/** A request for a file (an asset with an extension) that does not exist is a 404, not the SPA. */
const LOOKS_LIKE_FILE = /\/[^/]+\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|woff2?|ttf|txt|webp)$/i;

/** The host's dist with fallback to index.html for the SPA's routes (history mode). */
export function hostStatic(hostDist: string): Router {
  const router = express.Router();
  router.use(compressedStatic(hostDist));
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path)) {
      next();
      return;
    }
    const indexFile = path.join(hostDist, 'index.html');
    if (!existsSync(indexFile)) {
      res.status(503).set('Cache-Control', 'no-store').type('html').send(renderMissingBuildPage(hostDist));
      return;
    }
    if (LOOKS_LIKE_FILE.test(req.path)) {
      res.status(404).type('text/plain').send(`Not found: ${req.path}`);
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
  return router;
}
