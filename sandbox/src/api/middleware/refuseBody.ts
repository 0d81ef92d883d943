import type { NextFunction, Request, Response } from 'express';
import { HttpError } from '../httpError';

/** Whether the request carries a body (a length above zero or a chunked one). */
export function hasBody(req: Request): boolean {
  const length = req.get('content-length');
  if (length !== undefined) return Number(length) > 0;
  return req.get('transfer-encoding') !== undefined;
}

/** For calls the spec says take no body (e.g. PUT /v2/user/lastlogin "no body"): a body is a 400. */
export function refuseBody(req: Request, _res: Response, next: NextFunction): void {
  if (hasBody(req)) {
    next(new HttpError(400, `${req.method} /api${req.path} не принимает тело запроса`));
    return;
  }
  next();
}
