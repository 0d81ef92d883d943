import express, { type Router } from 'express';
import { onlyScopes } from '../registries/scopeGuard';
import { uploadTooLarge } from '../registries/multipartFiles';
import type { SettingsState } from '../settings/settingsState';
import type { World } from '../world/world';
import { edmActionRoutes } from './edmActionRoutes';
import { edmDownloadRoutes } from './edmDownloadRoutes';
import { edmListRoutes } from './edmListRoutes';
import { edmSaveRoutes } from './edmSaveRoutes';
import { edmSignRoutes } from './edmSignRoutes';
import { edmStoreOf } from './edmStore';

/** Every EDM call of spec §7 (CONTRACT.md in shared/api/src/edm): LKK, LKP and LKA only; LKD has no EDM. */
export function edmRoutes(world: World, settings: SettingsState): Router {
  const store = edmStoreOf(world);
  const router = express.Router();
  router.use('/edm', onlyScopes(['LKK', 'LKP', 'LKA']));
  router.use(edmListRoutes(store));
  router.use(edmSaveRoutes(world, store));
  router.use(edmActionRoutes(world, store));
  router.use(edmSignRoutes(world, store, settings));
  router.use(edmDownloadRoutes(world, store));
  router.use(uploadTooLarge);
  return router;
}
