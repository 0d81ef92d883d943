import { http, callReportingFailure } from '@portal/platform';
import { scopeSegment, type RegistryCabinet } from '../registryCabinet';

/** The detail's stages (spec §4: 7, 57, 89, 100 %), by the part of the registry each is named for. */
export type RegistryStage = 'detail' | 'registry' | 'supplies' | 'files';

/**
 * An answer kept as sent: the stages are read together (see mergeRegistryStages), each field from where it is.
 * Read as text and parsed once: ky's json() first copies the whole body to learn its size, which for the
 * megabytes of a 50 000-supply answer costs as much as the parse. An empty body is '' as with ky's json().
 */
async function answerAsSent(path: string): Promise<unknown> {
  const text = await http.get(path).text();
  return text === '' ? '' : (JSON.parse(text) as unknown);
}

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
  return callReportingFailure(`GET ${cabinet.apiPrefix}/{id}/${stage}`, () => answerAsSent(STAGE_PATHS[stage](cabinet, id)));
}

/** LKD: GET /lkd/registries/{id}/detail answers everything at once (CONTRACT.md). */
export function fetchOneStageDetail(cabinet: RegistryCabinet, id: string | number): Promise<unknown> {
  return callReportingFailure(`GET ${cabinet.apiPrefix}/{id}/detail`, () => answerAsSent(`${base(cabinet, id)}/detail`));
}
