import express, { type Router } from 'express';
import { HttpError } from '../api/httpError';
import { callerOf } from '../api/middleware/authenticate';
import { parseBody } from '../api/parseBody';
import { createRegistry } from '../world/createRegistry';
import type { World } from '../world/world';
import { createRegistryCheck, listFilterCheck } from './listFilterCheck';
import { listRegistries } from './listRegistries';
import { callerOwner, ownedRegistry } from './registryAccess';
import { detailAnswer, filesAnswer, headerAnswer, listItem, suppliesAnswer } from './registryAnswers';

/** The debtor cabinet's registries (spec §7 "Debtor cabinet"): list, create and a one-stage detail. */
export function lkdRegistryRoutes(world: World): Router {
  const router = express.Router();

  router.post('/lkd/registries', (req, res) => {
    res.json(listRegistries(world, callerOwner(res), parseBody(listFilterCheck, req.body)));
  });

  router.post('/lkd/registries/create', (req, res) => {
    const request = parseBody(createRegistryCheck, req.body);
    const created = createRegistry(world, callerOwner(res), callerOf(res).account.user.scope, { category: request.category, debtorId: request.debtorId, contractExternalId: request.contractFactExternalId }, new Date());
    if (typeof created === 'string') throw new HttpError(400, created);
    res.status(201).json(listItem(world, created));
  });

  // CONTRACT.md: one call answers what the client cabinet loads in four stages.
  router.get('/lkd/registries/:id/detail', (req, res) => {
    const registry = ownedRegistry(world, res, req.params.id);
    const detail = detailAnswer(world, registry);
    const { supplies, total } = suppliesAnswer(world, registry);
    res.json({
      ...detail,
      registry: { ...detail.registry, ...headerAnswer(world, registry), status: detail.registry.status },
      supplies,
      total,
      ...filesAnswer(registry),
    });
  });

  return router;
}
