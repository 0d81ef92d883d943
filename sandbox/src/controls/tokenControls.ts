import express, { type Router } from 'express';
import type { UserStore } from '../state/userStore';

/**
 * POST /__sandbox/tokens/expire: every access token issued until now is answered 401 (expired), as when a token
 * runs out in the middle of a flow; the portal's refresh gets a new one that passes.
 */
export function tokenControls(users: UserStore): Router {
  const router = express.Router();
  router.post('/tokens/expire', (_req, res) => {
    res.json({ validFrom: users.expireAccessTokens() });
  });
  return router;
}
