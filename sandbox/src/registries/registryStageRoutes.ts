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

/** `{scope}` of the detail and header paths must be the caller's own cabinet, lower case (CONTRACT.md). */
function requireOwnScope(res: express.Response, value: unknown): void {
  const expected = callerOf(res).account.user.scope.toLowerCase();
  if (value !== expected) throw new HttpError(400, `Неверный кабинет в пути: «${String(value)}», ожидается «${expected}»`);
}

/** List, create and the four detail stages under `prefix` (/registries for LKK and LKP, /lka/registries). */
export function registryStageRoutes(world: World, prefix: string): Router {
  const router = express.Router();

  router.post(prefix, (req, res) => {
    const filter = parseBody(listFilterCheck, req.body);
    res.json(listRegistries(world, callerOwner(res), filter));
  });

  router.post(`${prefix}/create`, (req, res) => {
    const request = parseBody(createRegistryCheck, req.body);
    const created = createRegistry(world, callerOwner(res), callerOf(res).account.user.scope, { category: request.category, debtorId: request.debtorId, contractExternalId: request.contractFactExternalId }, new Date());
    if (typeof created === 'string') throw new HttpError(400, created);
    res.status(201).json(listItem(world, created));
  });

  router.get(`${prefix}/:id/detail/:scope`, (req, res) => {
    const registry = ownedRegistry(world, res, req.params.id);
    requireOwnScope(res, req.params.scope);
    res.json(detailAnswer(world, registry));
  });

  router.get(`${prefix}/:id/registry/:scope`, (req, res) => {
    const registry = ownedRegistry(world, res, req.params.id);
    requireOwnScope(res, req.params.scope);
    res.json(headerAnswer(world, registry));
  });

  router.get(`${prefix}/:id/supplies`, (req, res) => {
    res.json(suppliesAnswer(world, ownedRegistry(world, res, req.params.id)));
  });

  router.get(`${prefix}/:id/files`, (req, res) => {
    res.json(filesAnswer(ownedRegistry(world, res, req.params.id)));
  });

  return router;
}
