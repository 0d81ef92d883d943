import express, { type Router } from 'express';
import { z } from 'zod';
import { HttpError } from '../api/httpError';
import { parseBody } from '../api/parseBody';
import { applyRegistryAction, REGISTRY_ACTIONS } from '../world/registryTransitions';
import type { World } from '../world/world';
import { ownedRegistry } from './registryAccess';

/** POST {prefix}/{id}/action body (CONTRACT.md "Actions"), strict. */
const actionCheck = z.strictObject({ action: z.enum(REGISTRY_ACTIONS) });

/** POST {prefix}/{id}/action under /registries, /lka/registries and /lkd/registries. */
export function actionRoutes(world: World): Router {
  const router = express.Router();
  for (const prefix of ['/registries', '/lka/registries', '/lkd/registries']) {
    router.post(`${prefix}/:id/action`, (req, res) => {
      const registry = ownedRegistry(world, res, req.params.id);
      const { action } = parseBody(actionCheck, req.body);
      const refused = applyRegistryAction(world, registry, action, new Date());
      if (refused) throw new HttpError(400, refused);
      // An action's 2xx is success whatever its body (ARCHITECTURE rule 9): odd ids get an empty one.
      if (registry.id % 2 === 1) res.status(200).end();
      else res.json({ message: 'Действие выполнено!' });
    });
  }
  return router;
}
