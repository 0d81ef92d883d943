import express, { type Router } from 'express';
import { tokenUpdateCheck } from '../contract/requestChecks';
import { HttpError } from '../httpError';
import { callerOf } from '../middleware/authenticate';
import { parseBody } from '../parseBody';

/** POST /token/update {accessToken, refreshToken, username}: the front end reports its refreshed token pair (spec §7). */
export function tokenRoutes(): Router {
  const router = express.Router();
  router.post('/token/update', (req, res) => {
    const update = parseBody(tokenUpdateCheck, req.body);
    const { account } = callerOf(res);
    if (update.username !== account.user.username) {
      throw new HttpError(403, `Токен пользователя ${account.user.username} нельзя обновить для ${update.username}`);
    }
    res.status(204).end();
  });
  return router;
}
