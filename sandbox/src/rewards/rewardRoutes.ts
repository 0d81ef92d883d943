import express, { type Response, type Router } from 'express';
import { HttpError } from '../api/httpError';
import { refuseBody } from '../api/middleware/refuseBody';
import { parseBody } from '../api/parseBody';
import { attachment } from '../registries/binaryRoutes';
import { callerOwner, pathId } from '../registries/registryAccess';
import type { World } from '../world/world';
import { listRewards } from './listRewards';
import type { SandboxReward } from './rewardModel';
import { rewardAnswer, rewardDetailAnswer, rewardFileName } from './rewardAnswers';
import { PDF_CONTENT_TYPE, rewardActPdf, rewardReportWorkbook, XLSX_CONTENT_TYPE } from './rewardFiles';
import { actionCheck, rejectCheck, rewardFilterCheck } from './rewardRequestChecks';
import { rewardsOf } from './rewardsState';
import { moveReward } from './rewardTransitions';

function ownedReward(world: World, res: Response, idParam: unknown): SandboxReward {
  const id = pathId(idParam, 'вознаграждения');
  const reward = rewardsOf(world).owned(callerOwner(res), id);
  if (!reward) throw new HttpError(404, `Вознаграждение ${id} не найдено`);
  return reward;
}

/** List, detail and file download of one cabinet's rewards (the cabinet guard keeps the prefix to its scope). */
function readRoutes(router: Router, world: World, prefix: string): void {
  router.post(`${prefix}/all`, (req, res) => {
    const filter = parseBody(rewardFilterCheck, req.body);
    const { total, page } = listRewards(rewardsOf(world).of(callerOwner(res)), filter);
    res.json({ total, items: page.map((reward) => rewardAnswer(world, reward)) });
  });

  router.get(`${prefix}/:id/detail`, (req, res) => {
    res.json(rewardDetailAnswer(world, ownedReward(world, res, req.params.id)));
  });

  router.get(`${prefix}/:id/files/:fileId`, async (req, res) => {
    const reward = ownedReward(world, res, req.params.id);
    const fileId = pathId(req.params.fileId, 'файла');
    const name = rewardFileName(reward, fileId);
    if (!name) throw new HttpError(404, `Файл ${fileId} не найден`);
    const act = fileId === reward.actFileId;
    const bytes = act ? rewardActPdf(world, reward) : await rewardReportWorkbook(world, reward);
    res.set('Content-Type', act ? PDF_CONTENT_TYPE : XLSX_CONTENT_TYPE).set('Content-Disposition', attachment(name)).send(bytes);
  });
}

/** The agent's actions (spec §7): agreement (no body), reject {reason}, action {action}; the answer varies. */
function agentActionRoutes(router: Router, world: World, prefix: string): void {
  router.post(`${prefix}/:id/agreement`, refuseBody, (req, res) => {
    const reward = ownedReward(world, res, req.params.id);
    moveReward(reward, 'agreement');
    // An empty 200: the portal must take any 2xx as success.
    res.status(200).end();
  });

  router.post(`${prefix}/:id/reject`, (req, res) => {
    const reward = ownedReward(world, res, req.params.id);
    const { reason } = parseBody(rejectCheck, req.body);
    moveReward(reward, 'reject', reason);
    res.status(200).json(rewardAnswer(world, reward));
  });

  router.post(`${prefix}/:id/action`, (req, res) => {
    const reward = ownedReward(world, res, req.params.id);
    const { action } = parseBody(actionCheck, req.body);
    moveReward(reward, action);
    res.status(204).end();
  });
}

export const AGENT_REWARDS = '/lka/reward-agent/rewards';
export const DEBTOR_REWARDS = '/lkd/reward-debtor/rewards';

/** Rewards of spec §7: the agent's (read and act) and the debtor's (read only). */
export function rewardRoutes(world: World): Router {
  const router = express.Router();
  readRoutes(router, world, AGENT_REWARDS);
  agentActionRoutes(router, world, AGENT_REWARDS);
  readRoutes(router, world, DEBTOR_REWARDS);
  return router;
}
