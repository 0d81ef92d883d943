import express, { type Router } from 'express';
import { callerOf } from '../middleware/authenticate';
import { HttpError } from '../httpError';

/** POST /getAlertStatus: true when the supplier has registries needing attention (spec §7; not for LKD). */
export function alertRoutes(): Router {
  const router = express.Router();
  router.post('/getAlertStatus', (_req, res) => {
    const { scope } = callerOf(res).account.user;
    if (scope === 'LKD') throw new HttpError(403, 'Доступ запрещён: статус оповещений не используется в кабинете дебитора');
    res.json(scope === 'LKK');
  });
  return router;
}
