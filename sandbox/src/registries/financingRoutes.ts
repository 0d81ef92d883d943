import express, { type Router } from 'express';
import { z } from 'zod';
import { HttpError } from '../api/httpError';
import { parseBody } from '../api/parseBody';
import { workingDays } from '../world/workCalendar';
import type { World } from '../world/world';
import { REGISTRY_STATUS_NAMES } from '../world/worldTypes';
import { ownedRegistry } from './registryAccess';
import { can } from './registryPermissions';

/** POST {prefix}/{id}/set-all-financing: no body (all chosen) or `{financing}` to choose or clear all, strict. */
const setAllFinancingCheck = z.strictObject({ financing: z.boolean() });

/** Financing choices for the whole registry, and the working-day calendar the funding date is picked from. */
export function financingRoutes(world: World): Router {
  const router = express.Router();

  for (const prefix of ['/registries', '/lka/registries']) {
    router.post(`${prefix}/:id/set-all-financing`, (req, res) => {
      const registry = ownedRegistry(world, res, req.params.id);
      const hasBody = req.body !== undefined && !(typeof req.body === 'object' && req.body !== null && Object.keys(req.body).length === 0);
      const financing = hasBody ? parseBody(setAllFinancingCheck, req.body).financing : true;
      if (!can(registry.statusCode, 'change')) throw new HttpError(400, `Реестр в статусе «${REGISTRY_STATUS_NAMES[registry.statusCode]}» изменить нельзя`);
      let updated = 0;
      // Supplies the debtor has not verified are never chosen for financing.
      for (const supply of world.supplies.ofRegistry(registry.id)) {
        const value = financing && !supply.invalid;
        if (supply.financing !== value) updated += 1;
        supply.financing = value;
      }
      res.json({ updated });
    });
  }

  router.get('/workCalendar', (_req, res) => {
    res.json(workingDays());
  });

  return router;
}
