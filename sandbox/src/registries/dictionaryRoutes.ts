import express, { type Router } from 'express';
import { HttpError } from '../api/httpError';
import type { World } from '../world/world';
import type { Contract } from '../world/worldTypes';
import { callerOwner } from './registryAccess';

/** Spec §3 "Debtor / contract entry", with the deterministic variants of answerVariants.ts. */
function entry(world: World, contract: Contract, index: number) {
  const debtor = world.debtor(contract.debtorId);
  return {
    debtor: debtor.name,
    debtorId: index % 3 === 2 ? String(debtor.id) : debtor.id,
    debtorInn: debtor.inn,
    contractFactNum: contract.num,
    contractFactDate: contract.date,
    contractFactExternalId: contract.externalId,
    contractFactNumStatus: contract.status,
    type: contract.type,
    showContract: contract.showContract,
    afStatus: contract.afStatus,
  };
}

/**
 * The debtor and contract dictionaries. They answer every contract of the caller, including those spec §5's filters
 * drop (another status, a type of the other cabinet, showContract false, afStatus 'Закрыт'): filtering is the portal's.
 */
export function dictionaryRoutes(world: World): Router {
  const router = express.Router();
  const entriesOf = (res: express.Response) => world.contractsOf(callerOwner(res)).map((contract, index) => entry(world, contract, index));

  router.get('/lkk/dict/debtors', (_req, res) => {
    res.json(entriesOf(res));
  });
  router.get('/lkp/dict/contract-facts', (_req, res) => {
    res.json(entriesOf(res));
  });
  router.get('/lkp/dict/contract-facts/search', (req, res) => {
    const { word } = req.query;
    if (typeof word !== 'string') throw new HttpError(400, 'Не задан параметр поиска «word»');
    const needle = word.trim().toLowerCase();
    res.json(entriesOf(res).filter((item) => [item.debtor, item.contractFactNum, item.debtorInn].some((text) => text.toLowerCase().includes(needle))));
  });
  router.get('/lka/dict/contract-facts', (_req, res) => {
    res.json(entriesOf(res));
  });
  return router;
}
