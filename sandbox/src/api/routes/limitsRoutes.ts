import express, { type Router } from 'express';
import { decimalText } from '../contract/answerVariants';
import { limitsRequestCheck } from '../contract/requestChecks';
import { factoringLimitsOf } from '../../limits/freeLimits';
import { callerOwner } from '../../registries/registryAccess';
import type { World } from '../../world/world';
import { HttpError } from '../httpError';
import { callerOf } from '../middleware/authenticate';
import { parseBody } from '../parseBody';

/** POST /lkk/user/limits {username, scope}: the caller's free factoring limits from the demo world (spec §7; LKK and LKP only). */
export function limitsRoutes(world: World): Router {
  const router = express.Router();
  router.post('/lkk/user/limits', (req, res) => {
    const { user } = callerOf(res).account;
    const { username, scope } = parseBody(limitsRequestCheck, req.body);
    if (username.trim().toLowerCase() !== user.username) {
      throw new HttpError(403, 'Доступ запрещён: можно запрашивать лимиты только своего пользователя');
    }
    if (scope !== user.scope) throw new HttpError(400, `Неверное поле «scope»: текущая роль пользователя ${user.scope}`);
    const { limits, sumLimit } = factoringLimitsOf(world, callerOwner(res));
    res.json({ limits: limits.map((limit) => ({ ...limit, freeLimit: decimalText(limit.freeLimit) })), sumLimit });
  });
  return router;
}
