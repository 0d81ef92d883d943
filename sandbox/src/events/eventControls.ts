import express, { type Router } from 'express';
import { z } from 'zod';
import { parseBody } from '../api/parseBody';
import type { World } from '../world/world';
import { eventsOf } from './eventsState';

const switchCheck = z.strictObject({ on: z.boolean({ error: 'Ожидается {"on": true | false}' }) });

/** POST /__sandbox/new-events {"on": true|false}: fresh new-events lists for supplier, principal and debtor, or none, until the next reset. */
export function eventControls(world: World): Router {
  const router = express.Router();
  router.post('/new-events', (req, res) => {
    const { on } = parseBody(switchCheck, req.body);
    eventsOf(world).setNewEvents(on);
    res.json({ on });
  });
  return router;
}
