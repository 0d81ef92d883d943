import express, { type Router } from 'express';
import type { SettingsState } from '../settings/settingsState';
import type { World } from '../world/world';
import { actionRoutes } from './actionRoutes';
import { binaryRoutes } from './binaryRoutes';
import { checkRoutes } from './checkRoutes';
import { deleteRegistryRoutes } from './deleteRegistryRoutes';
import { dictionaryRoutes } from './dictionaryRoutes';
import { documentRoutes } from './documentRoutes';
import { financingRoutes } from './financingRoutes';
import { generateRoutes } from './generateRoutes';
import { lkdRegistryRoutes } from './lkdRegistryRoutes';
import { uploadTooLarge } from './multipartFiles';
import { registryStageRoutes } from './registryStageRoutes';
import { signRoutes } from './signRoutes';
import { onlyScopes } from './scopeGuard';

/** Every registry call of spec §7 (client, debtor and agent cabinets), answered from the demo world. */
export function registryRoutes(world: World, settings: SettingsState): Router {
  const router = express.Router();
  // Spec §7 names one sign call, POST /registries/{id}/sign, and §6 gives the debtor 'ecpdebtor': the debtor signs
  // there too (decision 0022). Mounted before the guard below, which keeps the rest of /registries to LKK and LKP.
  router.use('/registries/:id/sign', onlyScopes(['LKK', 'LKP', 'LKD']));
  router.use(signRoutes(world, settings.authority, ['/registries'], false));
  // /lkd/… and /lka/… are kept to their scope by the cabinet guard; these unprefixed ones need their own rule.
  router.use('/registries', onlyScopes(['LKK', 'LKP']));
  router.use(['/common/delete', '/errorValidation'], onlyScopes(['LKK', 'LKP', 'LKA']));
  router.use('/sign/check', onlyScopes(['LKK', 'LKP', 'LKA', 'LKD']));
  router.use(dictionaryRoutes(world));
  router.use(checkRoutes(world));
  router.use(registryStageRoutes(world, '/registries'));
  router.use(registryStageRoutes(world, '/lka/registries'));
  router.use(lkdRegistryRoutes(world));
  for (const prefix of ['/registries', '/lka/registries', '/lkd/registries']) router.use(documentRoutes(world, prefix));
  router.use(generateRoutes(world));
  router.use(actionRoutes(world));
  router.use(signRoutes(world, settings.authority, ['/lka/registries', '/lkd/registries'], true));
  router.use(financingRoutes(world));
  router.use(deleteRegistryRoutes(world));
  router.use(binaryRoutes(world));
  router.use(uploadTooLarge);
  return router;
}
