import type { NextFunction, Request, Response } from 'express';
import type { FaultStore } from '../state/faultStore';

/** Answers a request with an injected fault when one matches (see POST /__sandbox/faults). */
export function faultInjection(faults: FaultStore) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path.startsWith('/__sandbox/')) {
      next();
      return;
    }
    const fault = faults.take(req.method, req.path);
    if (!fault) {
      next();
      return;
    }
    // nosniff: a fault's body is never taken for a script or a style, whatever the request was for.
    res.status(fault.status).set('Cache-Control', 'no-store').set('X-Sandbox-Fault', 'true').set('X-Content-Type-Options', 'nosniff');
    if (fault.body === undefined) res.end();
    else if (typeof fault.body === 'string') res.type('text/plain').send(fault.body);
    else res.json(fault.body);
  };
}
