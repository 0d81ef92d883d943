import express, { type Router } from 'express';
import { HttpError } from '../api/httpError';
import { isRegistryTabFlag, REGISTRY_TAB_FLAGS, registryTabFlags, setRegistryTabFlag } from './registryTabFlags';

/** /__sandbox/env: `GET` the three tab flags, `POST env/<flag>/on|off` to show or hide a registry tab. */
export function envFlagControls(): Router {
  const router = express.Router();
  router.get('/env', (_req, res) => {
    res.json(registryTabFlags());
  });
  router.post('/env/:flag/:state', (req, res) => {
    const { flag, state } = req.params;
    if (!isRegistryTabFlag(flag)) throw new HttpError(404, `Неизвестный флаг ${flag}: можно ${REGISTRY_TAB_FLAGS.join(', ')}`);
    if (state !== 'on' && state !== 'off') throw new HttpError(404, `Неизвестное действие ${state}: on или off`);
    setRegistryTabFlag(flag, state === 'on');
    res.json(registryTabFlags());
  });
  return router;
}
