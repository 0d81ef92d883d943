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
 * sign in correctly (the browser suite does, hundreds of times) are never slowed down, and a guesser locks the login
 * only for their own address, never for its owner elsewhere. The client address is `req.ip`: behind the deploy's
 * nginx the address it forwards (SANDBOX_TRUSTED_PROXIES, config/trustedProxies.ts). Over the limit the form answers
 * 429 through `refuse`.
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

/** Sign-in starts (GET/POST …/protocol/openid-connect/auth) allowed per client address within the window. */
export const MAX_AUTHORIZATION_REQUESTS = 600;
export const AUTHORIZATION_WINDOW_MS = 60_000;
export const TOO_MANY_AUTHORIZATIONS_TEXT = 'Слишком много запросов входа с вашего адреса. Повторите через минуту.';

/**
 * Each anonymous request to the authorization endpoint makes the provider store an interaction: a per-address limit
 * keeps one client from churning the store (the page's silent check and a sign-in take a few a minute). Over the
 * limit the endpoint answers 429 through `refuse`. X-Forwarded-For names the client only when a configured trusted
 * proxy sent the request (config/trustedProxies.ts), so a client cannot spoof it for a fresh allowance.
 */
export function authorizationRequestLimit(refuse: (req: Request, res: Response) => void): RequestHandler {
  return rateLimit({
    windowMs: AUTHORIZATION_WINDOW_MS,
    limit: MAX_AUTHORIZATION_REQUESTS,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
    handler: (req, res) => refuse(req, res),
  });
}
