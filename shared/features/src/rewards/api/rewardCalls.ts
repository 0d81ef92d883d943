import { z } from '@portal/api/zod';
import {
  parseRows,
  rewardActionRequestSchema,
  rewardBestEffort,
  rewardDetailSchema,
  rewardListFilterSchema,
  rewardListTotalSchema,
  rewardRejectRequestSchema,
  rewardSchema,
  type Reward,
  type RewardDetail,
  type RewardGenericAction,
  type RewardListFilter,
} from '@portal/api';
import { downloadBlob, getJson, reportOddAnswer, sendJson, callReportingFailure as rewardCall } from '@portal/platform';
// The registries' reporter is the central error display of spec §8 for any area's calls ("registry and reward").
import type { RewardsCabinet } from '../rewardsCabinet';

export interface RewardPage {
  total: number;
  items: Reward[];
}

function rewardPath(cabinet: RewardsCabinet, id: string | number, tail: string): string {
  return `${cabinet.apiPrefix}/${encodeURIComponent(String(id))}/${tail}`;
}

/** POST {prefix}/all {filter}: good rows as they are, odd ones as best they can be, reported (rule 9). */
export function fetchRewardPage(cabinet: RewardsCabinet, filter: RewardListFilter, signal?: AbortSignal): Promise<RewardPage> {
  const call = `POST ${cabinet.apiPrefix}/all`;
  const parser = {
    parse(answer: unknown): RewardPage {
      const { rows, odd } = parseRows(answer, rewardSchema, rewardBestEffort);
      for (const row of odd) reportOddAnswer(call, `row ${row.index} ${row.shown ? 'shown as best it could be' : 'left out'}: ${row.problem}`);
      const total = z.safeParse(rewardListTotalSchema, answer);
      return { total: total.success && total.data.total !== null ? total.data.total : rows.length, items: rows };
    },
  };
  return rewardCall(call, () => sendJson('post', `${cabinet.apiPrefix}/all`, rewardListFilterSchema.parse(filter), parser, { signal }));
}

/** GET {prefix}/{id}/detail: reward, act, report (spec §3). */
export function fetchRewardDetail(cabinet: RewardsCabinet, id: string | number): Promise<RewardDetail> {
  return rewardCall(`GET ${cabinet.apiPrefix}/{id}/detail`, () => getJson(rewardPath(cabinet, id, 'detail'), rewardDetailSchema));
}

/** POST …/{id}/agreement, no body; any 2xx is success. */
export function approveReward(cabinet: RewardsCabinet, id: string | number): Promise<void> {
  return rewardCall(`POST ${cabinet.apiPrefix}/{id}/agreement`, () => sendJson('post', rewardPath(cabinet, id, 'agreement')));
}

/** POST …/{id}/reject {reason}; any 2xx is success. */
export function rejectReward(cabinet: RewardsCabinet, id: string | number, reason: string): Promise<void> {
  return rewardCall(`POST ${cabinet.apiPrefix}/{id}/reject`, () => sendJson('post', rewardPath(cabinet, id, 'reject'), rewardRejectRequestSchema.parse({ reason })));
}

/** POST …/{id}/action {action}; any 2xx is success. */
export function runRewardAction(cabinet: RewardsCabinet, id: string | number, action: RewardGenericAction): Promise<void> {
  return rewardCall(`POST ${cabinet.apiPrefix}/{id}/action`, () => sendJson('post', rewardPath(cabinet, id, 'action'), rewardActionRequestSchema.parse({ action })));
}

/** GET …/{id}/files/{fileId}: the act or the report; a failure is ignored silently by the global handling (§8). */
export function downloadRewardFile(cabinet: RewardsCabinet, id: string | number, fileId: string | number): Promise<Blob> {
  return downloadBlob(rewardPath(cabinet, id, `files/${encodeURIComponent(String(fileId))}`));
}
