import type { NextFunction, Request, Response } from 'express';
import type { Scope } from '@portal/api';
import { callerOf } from '../api/middleware/authenticate';

/**
 * The unprefixed client-cabinet calls (/registries/…) answer LKK and LKP only: LKD and LKA have their own prefixes
 * (/lkd/registries, /lka/registries), which the cabinet guard already keeps to their scope.
 */
export function onlyScopes(scopes: readonly Scope[]) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const { scope } = callerOf(res).account.user;
    if (scopes.includes(scope)) {
      next();
      return;
    }
    res.status(403).json({ message: `Доступ запрещён: вызов недоступен для роли ${scope} (${scopes.join(', ')} только)` });
  };
}
