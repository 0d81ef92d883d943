import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { parseScope } from '@portal/api';
import { HttpError, isBodyParseError } from '../api/httpError';
import { parseBody } from '../api/parseBody';
import { faultSchema } from '../state/faultStore';
import type { SandboxState } from '../state/sandboxState';
import { envFlagControls } from './envFlagControls';
import { eventControls } from '../events/eventControls';
import { tokenControls } from './tokenControls';
import { hostileControls } from './hostileControls';
import { shapeControls } from './shapeControls';

/** Test controls under /__sandbox/ (sandbox only): faults, remotes offline/online, registry tab flags, hostile data, answer shapes, reset. */
export function controlRoutes(state: SandboxState): Router {
  const router = express.Router();
  router.use(express.json());

  router.get('/faults', (_req, res) => {
    res.json(state.faults.list());
  });
  router.post('/faults', (req, res) => {
    const fault = parseBody(faultSchema, req.body);
    state.faults.add(fault);
    res.status(201).json(fault);
  });
  router.delete('/faults', (_req, res) => {
    state.faults.clear();
    res.status(204).end();
  });

  router.post('/remotes/:scope/:availability', (req, res) => {
    const scope = parseScope(req.params.scope);
    const { availability } = req.params;
    if (!scope) throw new HttpError(404, `Неизвестный кабинет ${req.params.scope}`);
    if (availability !== 'offline' && availability !== 'online') throw new HttpError(404, `Неизвестное действие ${availability}`);
    state.remotes.setOffline(scope, availability === 'offline');
    res.json({ scope, online: availability === 'online' });
  });

  router.use(envFlagControls());
  router.use(eventControls(state.world));
  router.use(tokenControls(state.users));
  router.use(hostileControls(state.world, state.settings));
  router.use(shapeControls(state.shapes));

  router.post('/reset', (_req, res) => {
    state.reset();
    res.json({ reset: true });
  });

  router.use((req, res) => {
    res.status(404).json({ message: `Неизвестная команда песочницы: ${req.method} /__sandbox${req.path}` });
  });
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof HttpError) res.status(error.status).json({ message: error.message });
    else if (isBodyParseError(error)) res.status(400).json({ message: 'Некорректный JSON в теле запроса' });
    else res.status(500).json({ message: error instanceof Error ? error.message : 'Внутренняя ошибка песочницы' });
  });
  return router;
}
