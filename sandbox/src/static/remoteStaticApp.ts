import { existsSync } from 'node:fs';
import express, { type Express } from 'express';
import { compressedStatic } from './compressedStatic';

export interface RemoteStaticOptions {
  dir: string;
  /** Label for messages, e.g. "LKK" or "extra :3011". */
  label: string;
  /** True while the tests have switched this remote off: every request gets 503. */
  isOffline: () => boolean;
  /** The portal's origins: the only pages allowed to read this remote's files cross-origin (the manifest). */
  portalOrigins: readonly string[];
}

/** One cabinet's dist on its own origin: CORS for the portal's fetch of mf-manifest.json only, no caching of entry files. */
export function remoteStaticApp({ dir, label, isOffline, portalOrigins }: RemoteStaticOptions): Express {
  const allowed = new Set(portalOrigins.map((origin) => new URL(origin).origin));
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    const origin = req.get('origin');
    res.vary('Origin');
    res.set('X-Content-Type-Options', 'nosniff');
    if (origin && allowed.has(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Allow-Headers', '*');
      res.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    if (isOffline()) {
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(`Remote ${label} is offline (sandbox test control)`);
      return;
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  });
  app.use(compressedStatic(dir));
  app.use((req, res) => {
    const message = existsSync(dir) ? `Not found: ${req.path}` : `${dir} is missing: run the build first (pnpm run build)`;
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send(message);
  });
  return app;
}
