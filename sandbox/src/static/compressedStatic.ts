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
    serveStatic: { index: false, setHeaders: setCacheHeaders },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (SOURCE_MAP.test(req.path)) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    serve(req, res, next);
  };
}
