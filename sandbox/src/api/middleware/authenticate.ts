import type { NextFunction, Request, Response } from 'express';
import { bearerToken, type VerifiedAccessToken } from '../../oidc/accessTokenVerifier';
import type { UserStore } from '../../state/userStore';
import type { DemoAccount } from '../../users/demoUsers';

export interface Caller {
  account: DemoAccount;
  token: VerifiedAccessToken;
}

/** The caller authenticated by `authenticate`. */
export function callerOf(res: Response): Caller {
  const caller = res.locals.caller as Caller | undefined;
  if (!caller) throw new Error('authenticate middleware did not run');
  return caller;
}

/** Every /api/ call needs a valid bearer access token of the sandbox's provider: else 401 `{message}`. */
export function authenticate(users: UserStore, verify: (token: string) => Promise<VerifiedAccessToken>) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = bearerToken(req.get('authorization'));
    if (!token) {
      res.status(401).json({ message: 'Требуется авторизация: нет токена доступа (Authorization: Bearer)' });
      return;
    }
    let verified: VerifiedAccessToken;
    try {
      verified = await verify(token);
    } catch (error) {
      const expired = error instanceof Error && error.message === 'token expired';
      res.status(401).json({ message: expired ? 'Срок действия токена доступа истёк' : 'Недействительный токен доступа' });
      return;
    }
    if (users.isExpiredByControl(verified.iat)) {
      res.status(401).json({ message: 'Срок действия токена доступа истёк' });
      return;
    }
    const account = users.bySub(verified.sub);
    if (!account) {
      res.status(401).json({ message: 'Пользователь токена доступа не найден' });
      return;
    }
    res.locals.caller = { account, token: verified } satisfies Caller;
    next();
  };
}
