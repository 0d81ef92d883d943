import express, { type Router } from 'express';
import { scopeChangeSchema, userSchema, type User } from '@portal/api';
import type { UserStore } from '../../state/userStore';
import { HttpError } from '../httpError';
import { callerOf } from '../middleware/authenticate';
import { parseBody } from '../parseBody';

function validUser(user: User): User {
  return userSchema.parse(user);
}

/** Session and user calls of spec §7: GET /v2/user, PUT /v2/user/{id}/scope, PUT /v2/user/lastlogin. */
export function userRoutes(users: UserStore): Router {
  const router = express.Router();

  router.get('/v2/user', (_req, res) => {
    res.json(validUser(callerOf(res).account.user));
  });

  router.put('/v2/user/lastlogin', (_req, res) => {
    const { account } = callerOf(res);
    res.json(validUser(users.recordLogin(account.sub, new Date())));
  });

  router.put('/v2/user/:id/scope', (req, res) => {
    const { account } = callerOf(res);
    if (String(account.user.id) !== req.params.id) {
      throw new HttpError(403, 'Доступ запрещён: можно менять роль только своего пользователя');
    }
    const { scope } = parseBody(scopeChangeSchema, req.body);
    if (!account.user.availableSystems.includes(scope)) {
      throw new HttpError(403, `Роль ${scope} недоступна пользователю ${account.user.username}`);
    }
    res.json(validUser(users.setScope(account.sub, scope)));
  });

  return router;
}
