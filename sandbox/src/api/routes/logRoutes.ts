import express, { type Router } from 'express';
import { errorLogCheck } from '../contract/requestChecks';
import { callerOf } from '../middleware/authenticate';
import { parseBody } from '../parseBody';
import { createErrorReportLimit, TOO_MANY_REPORTS_TEXT } from './errorReportLimit';
import { escapeLogText } from './escapeLogText';

/**
 * POST /log/error: the front end's error reports, printed to the sandbox's console — rate-limited per user, a repeated
 * report printed once per ten minutes (errorReportLimit.ts), so one user cannot fill the disk with log.
 */
export function logRoutes(quiet: boolean): Router {
  const router = express.Router();
  const limit = createErrorReportLimit();
  router.post('/log/error', (req, res) => {
    const entry = parseBody(errorLogCheck, req.body);
    const { account } = callerOf(res);
    const verdict = limit.judge(account.sub, entry.message, entry.url);
    if (verdict.kind === 'limited') {
      res.status(429).set('Retry-After', '60').json({ message: TOO_MANY_REPORTS_TEXT });
      return;
    }
    if (verdict.kind === 'log' && !quiet) {
      const repeats = verdict.repeats > 0 ? ` [repeated ${verdict.repeats} times since last logged]` : '';
      console.warn(`[front-end error] ${account.user.username}: ${escapeLogText(entry.message)}${entry.url ? ` (${escapeLogText(entry.url)})` : ''}${repeats}`);
    }
    res.status(204).end();
  });
  return router;
}
