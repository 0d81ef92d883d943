import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';

/** Failed sign-ins allowed per login and address within the window; Keycloak's realm has its own brute-force lock. */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 5 * 60_000;
export const TOO_MANY_LOGINS_TEXT = 'Слишком много неудачных попыток входа. Повторите через несколько минут.';

/** Set by the login handler so only failed attempts count. */
export function markLoginFailed(res: Response): void {
  res.locals.loginFailed = true;
}

/**
 * Limits password guessing on the login form: per login and client address, failed attempts only, so people who
 * sign in correctly (the browser suite does, hundreds of times) are never slowed down. Over the limit the form
 * answers 429 through `refuse`.
 */
export function loginAttemptLimit(refuse: (req: Request, res: Response) => void): RequestHandler {
  return rateLimit({
    windowMs: FAILED_LOGIN_WINDOW_MS,
    limit: MAX_FAILED_LOGINS,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.locals.loginFailed !== true,
    keyGenerator: (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const login = typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
      return `${ipKeyGenerator(req.ip ?? '')}|${login}`;
    },
    handler: (req, res) => refuse(req, res),
  });
}
