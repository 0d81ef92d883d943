import type { NextFunction, Request, Response } from 'express';
import type { Scope } from '@portal/api';
import { callerOf } from '../api/middleware/authenticate';

/**
 * The unprefixed client-cabinet calls (/registries/…) answer LKK and LKP only: LKD and LKA have their own prefixes
 * (/lkd/registries, /lka/registries), which the cabinet guard already keeps to their scope.
 */
export function onlyScopes(scopes: readonly Scope[]) {
  const guard = (_req: Request, res: Response, next: NextFunction): void => {
    const { scope } = callerOf(res).account.user;
    if (scopes.includes(scope)) {
      next();
      return;
    }
    res.status(403).json({ message: `Доступ запрещён: вызов недоступен для роли ${scope} (${scopes.join(', ')} только)` });
  };
  // Read by listRoutes, so the scope matrix tries every guarded route without a hand-kept list.
  return Object.assign(guard, { allowedScopes: scopes });
}
