import express, { type Router } from 'express';
import { refuseBody } from '../api/middleware/refuseBody';
import { callerOwner } from '../registries/registryAccess';
import type { World } from '../world/world';
import { contractTariff } from './contractTariff';

/** Contracts a client sees tariffs for: the ones spec §5's LKK list filter keeps. */
const listed = (contract: { status: string; type: string; showContract: boolean }) =>
  (contract.status === 'Действует' || contract.status === 'Закрыт') && /DIRECT_(NOT_)?REGRESS/.test(contract.type) && !contract.type.includes('AGENT') && contract.showContract;

/** GET /lkk/tariffs and GET /lkp/tariffs (ours: the spec names no call): the caller's contracts with their tariffs. */
export function tariffRoutes(world: World): Router {
  const router = express.Router();
  router.get(['/lkk/tariffs', '/lkp/tariffs'], refuseBody, (_req, res) => {
    const contracts = world.contractsOf(callerOwner(res)).filter(listed).sort((a, b) => a.num.localeCompare(b.num));
    res.json({ items: contracts.map((contract) => contractTariff(world, contract)), total: contracts.length });
  });
  return router;
}
