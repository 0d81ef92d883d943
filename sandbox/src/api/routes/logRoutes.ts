import express, { type Router } from 'express';
import { errorLogCheck } from '../contract/requestChecks';
import { callerOf } from '../middleware/authenticate';
import { parseBody } from '../parseBody';
import { escapeLogText } from './escapeLogText';

/** POST /log/error: the front end's error reports, printed to the sandbox's console. */
export function logRoutes(quiet: boolean): Router {
  const router = express.Router();
  router.post('/log/error', (req, res) => {
    const entry = parseBody(errorLogCheck, req.body);
    if (!quiet) console.warn(`[front-end error] ${callerOf(res).account.user.username}: ${escapeLogText(entry.message)}${entry.url ? ` (${escapeLogText(entry.url)})` : ''}`);
    res.status(204).end();
  });
  return router;
}
