import express, { type Request, type Router } from 'express';
import type { UserStore } from '../../state/userStore';
import { sendEmpty } from '../contract/answerVariants';
import type { DemoAccount } from '../../users/demoUsers';
import { passwordProblem, SANDBOX_PASSWORD_MESSAGES, type PasswordContext } from '../contract/passwordRules';
import { passwordChangeCheck } from '../contract/requestChecks';
import { passwordChangeRoute } from '../../config/passwordChangePath';
import { HttpError } from '../httpError';
import { callerOf } from '../middleware/authenticate';
import { parseBody } from '../parseBody';

export const WRONG_CURRENT_PASSWORD_TEXT = 'Неверный текущий пароль';
export const SAME_PASSWORD_TEXT = 'Новый пароль должен отличаться от текущего';
export const PASSWORD_BODY_TEXT = 'Тело запроса должно быть новым паролем (text/plain)';
/** PUT /{scope}/user/password by a user who already has a password: the current one is needed. */
export const CURRENT_PASSWORD_NEEDED_TEXT = 'Для смены пароля укажите текущий пароль';


/** The identity provider's session the access token was issued in (its `sid` claim, as Keycloak's tokens carry). */
function sessionOf(token: Record<string, unknown>): string | undefined {
  return typeof token.sid === 'string' ? token.sid : undefined;
}

/** What the realm's policy compares a new password with: the login and the recent passwords. */
function contextOf(users: UserStore, account: DemoAccount): PasswordContext {
  return { username: account.user.username, recent: users.recentPasswords(account.sub) };
}

/** The new password sent as the whole body, as plain text. */
function newPasswordOf(req: Request): string {
  if (req.is('text/plain') && typeof req.body === 'string') return req.body;
  throw new HttpError(400, PASSWORD_BODY_TEXT);
}

/**
 * Spec §7 has two password calls. PUT /{lkk|lkd|lka}/user/password takes the new password as body (LKP uses the
 * LKK path, which cabinetGuard allows) and answers 200 with an empty body; it is the first sign-in's call
 * (`hasActualPassword: false`): a user who has a password gets 403 `{message}` and must use the action. The action with login,
 * currentPassword, password and confirmPassword answers 200 (`true`) or 409 `{message}`.
 */
export function passwordRoutes(users: UserStore): Router {
  const router = express.Router();

  router.put(
    ['/lkk/user/password', '/lkd/user/password', '/lka/user/password'],
    express.text({ type: 'text/plain', limit: '4kb' }),
    (req, res) => {
      const { account, token } = callerOf(res);
      // Without the current password only a first sign-in (no actual password yet) may set one.
      if (account.user.hasActualPassword) throw new HttpError(403, CURRENT_PASSWORD_NEEDED_TEXT);
      const password = newPasswordOf(req);
      const problem = password.trim() === '' ? PASSWORD_BODY_TEXT : passwordProblem(password, contextOf(users, account));
      if (problem) throw new HttpError(400, problem);
      users.changePassword(account.sub, password, sessionOf(token));
      sendEmpty(res);
    },
  );

  // Where the deploy says the action is (PASSWORD_CHANGE_PATH, also in /config), else the portal's default guess.
  router.post(passwordChangeRoute().routes, (req, res) => {
    const { account } = callerOf(res);
    const change = parseBody(passwordChangeCheck, req.body);
    if (change.login !== account.user.username) throw new HttpError(403, 'Можно менять пароль только своего пользователя');
    if (change.currentPassword !== account.password) throw new HttpError(409, WRONG_CURRENT_PASSWORD_TEXT);
    if (change.password !== change.confirmPassword) throw new HttpError(409, SANDBOX_PASSWORD_MESSAGES.mismatch);
    if (change.password === change.currentPassword) throw new HttpError(409, SAME_PASSWORD_TEXT);
    const problem = passwordProblem(change.password, contextOf(users, account));
    if (problem) throw new HttpError(400, problem);
    users.changePassword(account.sub, change.password, sessionOf(callerOf(res).token));
    res.json(true);
  });

  return router;
}
