import { getJson, type AnswerParser } from '@portal/platform';
import { scopeSegment, type RegistryCabinet } from '../registryCabinet';
import { registryCall } from './reportRegistryFailure';

/** The detail's stages (spec §4: 7, 57, 89, 100 %), by the part of the registry each is named for. */
export type RegistryStage = 'detail' | 'registry' | 'supplies' | 'files';

/** An answer kept as sent: the stages are read together (see mergeRegistryStages), each field from where it is. */
const asSent: AnswerParser<unknown> = { parse: (answer: unknown) => answer };

function base(cabinet: RegistryCabinet, id: string | number): string {
  return `${cabinet.apiPrefix}/${encodeURIComponent(String(id))}`;
}

const STAGE_PATHS: Record<RegistryStage, (cabinet: RegistryCabinet, id: string | number) => string> = {
  detail: (cabinet, id) => `${base(cabinet, id)}/detail/${scopeSegment(cabinet)}`,
  registry: (cabinet, id) => `${base(cabinet, id)}/registry/${scopeSegment(cabinet)}`,
  supplies: (cabinet, id) => `${base(cabinet, id)}/supplies`,
  files: (cabinet, id) => `${base(cabinet, id)}/files`,
};

/** One stage: GET {prefix}/{id}/detail/{scope}, /registry/{scope}, /supplies or /files, answered as sent. */
export function fetchRegistryStage(cabinet: RegistryCabinet, id: string | number, stage: RegistryStage): Promise<unknown> {
  return registryCall(`GET ${cabinet.apiPrefix}/{id}/${stage}`, () => getJson(STAGE_PATHS[stage](cabinet, id), asSent));
}

/** LKD: GET /lkd/registries/{id}/detail answers everything at once (CONTRACT.md). */
export function fetchOneStageDetail(cabinet: RegistryCabinet, id: string | number): Promise<unknown> {
  return registryCall(`GET ${cabinet.apiPrefix}/{id}/detail`, () => getJson(`${base(cabinet, id)}/detail`, asSent));
}
