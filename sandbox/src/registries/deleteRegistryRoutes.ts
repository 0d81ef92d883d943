import express, { type Router } from 'express';
import { HttpError } from '../api/httpError';
import { deleteRegistry } from '../world/deleteRegistry';
import type { World } from '../world/world';
import { REGISTRY_STATUS_NAMES } from '../world/worldTypes';
import { ownedRegistry } from './registryAccess';
import { can } from './registryPermissions';

/** DELETE /common/delete/{id}: a draft (or rejected) registry of the caller goes; 200 with an empty body. */
export function deleteRegistryRoutes(world: World): Router {
  const router = express.Router();
  router.delete('/common/delete/:id', (req, res) => {
    const registry = ownedRegistry(world, res, req.params.id);
    if (!can(registry.statusCode, 'delete')) throw new HttpError(400, `Реестр в статусе «${REGISTRY_STATUS_NAMES[registry.statusCode]}» удалить нельзя`);
    deleteRegistry(world, registry);
    res.status(200).end();
  });
  return router;
}
