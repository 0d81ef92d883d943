import type { NextFunction, Request, Response } from 'express';
import { CABINET_NAMES, parseScope, type Scope } from '@portal/api';
import { callerOf } from './authenticate';

/** Scopes allowed on a cabinet's API prefix: LKP also uses the LKK paths (spec §6: password, limits). */
const ALLOWED_SCOPES: Record<Scope, readonly Scope[]> = {
  LKK: ['LKK', 'LKP'],
  LKD: ['LKD'],
  LKA: ['LKA'],
  LKP: ['LKP'],
};

/** /lkk/…, /lkd/…, /lka/…, /lkp/… (relative to /api) belong to their cabinet: other scopes get 403. */
export function cabinetGuard(req: Request, res: Response, next: NextFunction): void {
  const match = /^\/(lk[kdap])(\/|$)/i.exec(req.path);
  const owner = match ? parseScope(match[1]) : null;
  if (!owner) {
    next();
    return;
  }
  const { scope } = callerOf(res).account.user;
  if (ALLOWED_SCOPES[owner].includes(scope)) {
    next();
    return;
  }
  res.status(403).json({ message: `Доступ запрещён: раздел «${CABINET_NAMES[owner]}» недоступен для текущей роли ${scope}` });
}
