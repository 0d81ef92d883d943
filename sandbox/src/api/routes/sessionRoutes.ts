import express, { type Router } from 'express';
import type { UserStore } from '../../state/userStore';
import { sendEmpty } from '../contract/answerVariants';
import { callerOf } from '../middleware/authenticate';
import { refuseBody } from '../middleware/refuseBody';

/** Cookie of the back-end session (the real back end's name is not shown by the spec). */
export const BACKEND_SESSION_COOKIE = 'PORTAL_SESSION';

/**
 * The back-end session of spec §7: POST session/basic/login (sent with credentials: the bearer token and cookies,
 * no body) opens it, GET session/logout closes it. Both answer 200 with an empty body.
 */
export function sessionRoutes(users: UserStore): Router {
  const router = express.Router();

  router.post('/session/basic/login', refuseBody, (_req, res) => {
    const id = users.openBackendSession(callerOf(res).account.sub);
    res.cookie(BACKEND_SESSION_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/api' });
    sendEmpty(res);
  });

  router.get('/session/logout', refuseBody, (_req, res) => {
    users.closeBackendSession(callerOf(res).account.sub);
    res.clearCookie(BACKEND_SESSION_COOKIE, { path: '/api' });
    sendEmpty(res);
  });

  return router;
}
