import express, { type Router } from 'express';
import type { UserRecord } from '../contract/records';
import { scopeChangeCheck } from '../contract/requestChecks';
import { sendEmpty } from '../contract/answerVariants';
import type { UserStore } from '../../state/userStore';
import { HttpError } from '../httpError';
import { callerOf } from '../middleware/authenticate';
import { refuseBody } from '../middleware/refuseBody';
import { parseBody } from '../parseBody';

/** GET /v2/user as this back end sends it: the spec's fields, ids as strings, and a field the portal does not use. */
function userAnswer(user: UserRecord) {
  const asText = (value: number | null) => (value === null ? null : String(value));
  return { ...user, id: String(user.id), clientId: asText(user.clientId), debtorId: asText(user.debtorId), agentId: asText(user.agentId), login: user.username };
}

/** Session and user calls of spec §7: GET /v2/user, PUT /v2/user/{id}/scope, PUT /v2/user/lastlogin (no body). */
export function userRoutes(users: UserStore): Router {
  const router = express.Router();

  router.get('/v2/user', (_req, res) => {
    res.json(userAnswer(callerOf(res).account.user));
  });

  router.put('/v2/user/lastlogin', refuseBody, (_req, res) => {
    users.recordLogin(callerOf(res).account.sub, new Date());
    sendEmpty(res);
  });

  router.put('/v2/user/:id/scope', (req, res) => {
    const { account } = callerOf(res);
    if (String(account.user.id) !== req.params.id) {
      throw new HttpError(403, 'Доступ запрещён: можно менять роль только своего пользователя');
    }
    const { scope } = parseBody(scopeChangeCheck, req.body);
    if (!account.user.availableSystems.includes(scope)) {
      throw new HttpError(403, `Роль ${scope} недоступна пользователю ${account.user.username}`);
    }
    users.setScope(account.sub, scope);
    sendEmpty(res, 204);
  });

  return router;
}
