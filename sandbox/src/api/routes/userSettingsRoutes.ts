import express, { type Router } from 'express';
import type { SettingsState } from '../../settings/settingsState';
import type { UserStore } from '../../state/userStore';
import { changeEmailCheck, notificationDateCheck } from '../contract/requestChecks';
import { callerOf } from '../middleware/authenticate';
import { parseBody } from '../parseBody';

/** POST /v2/user/changeEmail (every scope) and POST /lkk/user/notification_date (LKK and LKP, by cabinetGuard). */
export function userSettingsRoutes(users: UserStore, settings: SettingsState): Router {
  const router = express.Router();

  router.post('/v2/user/changeEmail', (req, res) => {
    const { email } = parseBody(changeEmailCheck, req.body);
    users.setEmail(callerOf(res).account.sub, email);
    res.json({ result: 'OK' });
  });

  router.post('/lkk/user/notification_date', (req, res) => {
    const { notificationDate } = parseBody(notificationDateCheck, req.body);
    settings.notificationDates.set(callerOf(res).account.sub, notificationDate);
    res.type('text/plain').send('OK');
  });

  return router;
}
