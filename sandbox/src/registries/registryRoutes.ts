import express, { type Router } from 'express';
import type { World } from '../world/world';
import { dictionaryRoutes } from './dictionaryRoutes';
import { lkdRegistryRoutes } from './lkdRegistryRoutes';
import { registryStageRoutes } from './registryStageRoutes';
import { onlyScopes } from './scopeGuard';

/** Every registry call of spec §7 (client, debtor and agent cabinets), answered from the demo world. */
export function registryRoutes(world: World): Router {
  const router = express.Router();
  router.use('/registries', onlyScopes(['LKK', 'LKP']));
  router.use(dictionaryRoutes(world));
  router.use(registryStageRoutes(world, '/registries'));
  router.use(registryStageRoutes(world, '/lka/registries'));
  router.use(lkdRegistryRoutes(world));
  return router;
}
