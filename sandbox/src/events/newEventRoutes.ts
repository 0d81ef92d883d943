import express, { type Router } from 'express';
import { refuseBody } from '../api/middleware/refuseBody';
import { callerOwner } from '../registries/registryAccess';
import type { World } from '../world/world';
import { newEventAnswer } from './eventAnswers';
import { eventsOf } from './eventsState';

/**
 * The new-events list of the dialog shown on entry (spec §2, §4; the spec gives no call, these are ours):
 * GET /{lkk|lkd}/events/new answers `{items}`, POST …/events/new/clear empties it (204). Lists are seeded for
 * supplier, principal and debtor after each reset, unless SANDBOX_NEW_EVENTS=off.
 */
export function newEventRoutes(world: World): Router {
  const router = express.Router();
  for (const prefix of ['/lkk', '/lkd']) {
    router.get(`${prefix}/events/new`, (_req, res) => {
      const owner = callerOwner(res);
      res.json({ items: [...eventsOf(world).newEvents.values()].filter((entry) => entry.owner === owner).map(newEventAnswer) });
    });

    router.post(`${prefix}/events/new/clear`, refuseBody, (_req, res) => {
      const owner = callerOwner(res);
      const state = eventsOf(world);
      for (const [id, entry] of state.newEvents) if (entry.owner === owner) state.newEvents.delete(id);
      res.status(204).end();
    });
  }
  return router;
}
