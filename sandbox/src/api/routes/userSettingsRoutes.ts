import express, { type Router } from 'express';
import { changeEmailSchema, notificationDateSchema, type NotificationDate } from '@portal/api';
import type { SettingsState } from '../../settings/settingsState';
import type { UserStore } from '../../state/userStore';
import { callerOf } from '../middleware/authenticate';
import { parseBody } from '../parseBody';

/** POST /v2/user/changeEmail (every scope) and POST /lkk/user/notification_date (LKK and LKP, by cabinetGuard). */
export function userSettingsRoutes(users: UserStore, settings: SettingsState): Router {
  const router = express.Router();

  router.post('/v2/user/changeEmail', (req, res) => {
    const { email } = parseBody(changeEmailSchema, req.body);
    res.json(users.setEmail(callerOf(res).account.sub, email));
  });

  router.post('/lkk/user/notification_date', (req, res) => {
    const { notificationDate } = parseBody(notificationDateSchema, req.body);
    settings.notificationDates.set(callerOf(res).account.sub, notificationDate);
    res.json({ notificationDate } satisfies NotificationDate);
  });

  return router;
}
