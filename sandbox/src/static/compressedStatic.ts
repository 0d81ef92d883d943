import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { setCacheHeaders } from './cachePolicy';

/** Source maps are built (hidden-source-map) for decoding errors, never served: they would expose the source. */
const SOURCE_MAP = /\.map$/i;

/**
 * A build folder served with the pre-compressed .br/.gz files the build writes, chosen by Accept-Encoding
 * (as nginx's gzip_static does in production), with the cache policy of ARCHITECTURE rule 10.
 */
export function compressedStatic(dir: string): RequestHandler {
  const serve = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res: ServerResponse, file: string) => {
        setCacheHeaders(res, file);
        restoreVary(res);
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (SOURCE_MAP.test(req.path)) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    varyBefore.set(res, res.getHeader('Vary'));
    serve(req, res, next);
  };
}

/** What earlier middleware put in Vary (a remote's `Origin`), kept per response. */
const varyBefore = new WeakMap<ServerResponse, ReturnType<ServerResponse['getHeader']>>();

/**
 * express-static-gzip replaces Vary with `Accept-Encoding`; a remote's answer also varies by Origin (its CORS
 * header), and a cache that forgot it would hand one origin's answer to another. Merge both back.
 */
function restoreVary(res: ServerResponse): void {
  const names = (value: ReturnType<ServerResponse['getHeader']>) =>
    (Array.isArray(value) ? value.join(',') : String(value ?? '')).split(',').map((name) => name.trim()).filter(Boolean);
  const merged = [...new Set([...names(varyBefore.get(res)), ...names(res.getHeader('Vary'))])];
  if (merged.length) res.setHeader('Vary', merged.join(', '));
}
