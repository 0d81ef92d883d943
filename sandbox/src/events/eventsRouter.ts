import express, { type Router } from 'express';
import type { World } from '../world/world';
import { dashboardRoutes } from './dashboardRoutes';
import { eventRoutes } from './eventRoutes';
import { newEventRoutes } from './newEventRoutes';

/** Every events call (spec §7 events and dashboard of the client and debtor cabinets, and the new-events pair). */
export function eventsRouter(world: World): Router {
  const router = express.Router();
  // Before the generic event routes: /events/new must not be read as an event id.
  router.use(newEventRoutes(world));
  router.use(dashboardRoutes(world));
  router.use(eventRoutes(world));
  return router;
}
