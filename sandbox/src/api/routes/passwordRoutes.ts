import express, { type Router } from 'express';
import { newPasswordProblem, passwordChangeSchema, PASSWORD_MESSAGES } from '@portal/api';
import type { UserStore } from '../../state/userStore';
import { HttpError } from '../httpError';
import { callerOf } from '../middleware/authenticate';
import { parseBody } from '../parseBody';

export const WRONG_CURRENT_PASSWORD_TEXT = 'Неверный текущий пароль';
export const SAME_PASSWORD_TEXT = 'Новый пароль должен отличаться от текущего';

/**
 * PUT /{lkk|lkd|lka}/user/password (spec §7; LKP uses the LKK path, which cabinetGuard allows). The new password
 * replaces the old one at the login form. 409 answers carry the message the portal shows under the fields.
 */
export function passwordRoutes(users: UserStore): Router {
  const router = express.Router();

  router.put(['/lkk/user/password', '/lkd/user/password', '/lka/user/password'], (req, res) => {
    const { account } = callerOf(res);
    const change = parseBody(passwordChangeSchema, req.body);
    if (change.login !== account.user.username) throw new HttpError(403, 'Можно менять пароль только своего пользователя');
    if (change.currentPassword !== account.password) throw new HttpError(409, WRONG_CURRENT_PASSWORD_TEXT);
    if (change.password !== change.confirmPassword) throw new HttpError(400, PASSWORD_MESSAGES.mismatch);
    const problem = newPasswordProblem(change.password);
    if (problem) throw new HttpError(400, problem);
    if (change.password === change.currentPassword) throw new HttpError(409, SAME_PASSWORD_TEXT);
    res.json(users.changePassword(account.sub, change.password));
  });

  return router;
}
