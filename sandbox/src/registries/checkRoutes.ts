import express, { type Router } from 'express';
import type { World } from '../world/world';
import { REGISTRY_STATUS_NAMES, type Registry } from '../world/worldTypes';
import { ownedRegistry } from './registryAccess';

/** Spec §8's texts, sent with the check answers as a convenience (the portal shows its own). */
const WRONG_DATA_TEXT = 'В реестре указаны неверные данные';
const DUPLICATES_TEXT = 'В реестре есть поставки переданные ранее';

function dataErrorsOf(world: World, registry: Registry) {
  return world.supplies.ofRegistry(registry.id).flatMap((supply) => supply.dataErrors.map((error) => ({ id: supply.id, ...error })));
}

/**
 * The duplicate check of spec §4 (error 2001 for wrong data, else error 0 with the duplicated supplies' ids or none),
 * the agent's contract check and the validation answers, computed from the world.
 */
export function checkRoutes(world: World): Router {
  const router = express.Router();

  for (const prefix of ['/registries', '/lka/registries']) {
    router.get(`${prefix}/checkduplicate/:id`, (req, res) => {
      const registry = ownedRegistry(world, res, req.params.id);
      if (dataErrorsOf(world, registry).length > 0) {
        res.json({ error: 2001, duplicates: 0, message: WRONG_DATA_TEXT });
        return;
      }
      const duplicates = world.duplicatesIn(registry).map((supply) => supply.id);
      if (duplicates.length > 0) res.json({ error: 0, duplicates, message: DUPLICATES_TEXT });
      // "No duplicates" comes as 0 or as an empty list (CONTRACT.md allows both).
      else res.json({ error: 0, duplicates: registry.id % 2 === 0 ? [] : 0 });
    });
  }

  router.get('/lka/registries/checkSupplyParam/:id', (req, res) => {
    const registry = ownedRegistry(world, res, req.params.id);
    res.json({ result: world.contractOf(registry).supplyParamsPassed });
  });

  router.get('/errorValidation/get/:id', (req, res) => {
    res.json(dataErrorsOf(world, ownedRegistry(world, res, req.params.id)));
  });

  router.get('/errorValidation/registries/:id/validateStatus', (req, res) => {
    const registry = ownedRegistry(world, res, req.params.id);
    res.json({ validated: registry.validated, status: REGISTRY_STATUS_NAMES[registry.statusCode] });
  });

  return router;
}
