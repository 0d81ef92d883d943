import { z } from '@portal/api/zod';
import {
  parseRows,
  registryDetailSchema,
  registryFileRowCounts,
  registryFilesSchema,
  registryHeaderSchema,
  supplyBestEffort,
  supplySchema,
  nullableNumber,
  type RegistryDetail,
  type RegistryFiles,
  type RegistryHeader,
  type Supply,
} from '@portal/api';
import { getJson, reportOddAnswer, type AnswerParser } from '@portal/platform';
import { scopeSegment, type RegistryCabinet } from '../registryCabinet';
import { registryCall } from './reportRegistryFailure';

export interface RegistrySupplies {
  supplies: Supply[];
  total: number;
}

function base(cabinet: RegistryCabinet, id: string | number): string {
  return `${cabinet.apiPrefix}/${encodeURIComponent(String(id))}`;
}

function suppliesParser(call: string): AnswerParser<RegistrySupplies> {
  return {
    parse(answer: unknown) {
      const listed = typeof answer === 'object' && answer !== null && Array.isArray((answer as Record<string, unknown>).supplies) ? (answer as Record<string, unknown>).supplies : answer;
      const { rows, odd } = parseRows(listed, supplySchema, supplyBestEffort);
      for (const row of odd) reportOddAnswer(call, `supply ${row.index} ${row.shown ? 'shown as best it could be' : 'left out'}: ${row.problem}`);
      const total = z.safeParse(z.object({ total: z.catch(nullableNumber, null) }), answer);
      return { supplies: rows, total: total.success && total.data.total !== null ? total.data.total : rows.length };
    },
  };
}

function filesParser(call: string): AnswerParser<RegistryFiles> {
  return {
    parse(answer: unknown) {
      const files = registryFilesSchema.parse(answer);
      const sent = registryFileRowCounts(answer);
      for (const key of Object.keys(sent) as (keyof RegistryFiles)[]) {
        if (files[key].length < sent[key]) reportOddAnswer(call, `${sent[key] - files[key].length} odd row(s) of ${key} left out`);
      }
      return files;
    },
  };
}

/** Stage 1: GET {prefix}/{id}/detail/{scope}. */
export function fetchRegistryDetail(cabinet: RegistryCabinet, id: string | number): Promise<RegistryDetail> {
  return registryCall(`GET ${cabinet.apiPrefix}/{id}/detail`, () => getJson(`${base(cabinet, id)}/detail/${scopeSegment(cabinet)}`, registryDetailSchema));
}

/** Stage 2: GET {prefix}/{id}/registry/{scope}. */
export function fetchRegistryHeader(cabinet: RegistryCabinet, id: string | number): Promise<RegistryHeader> {
  return registryCall(`GET ${cabinet.apiPrefix}/{id}/registry`, () => getJson(`${base(cabinet, id)}/registry/${scopeSegment(cabinet)}`, registryHeaderSchema));
}

/** Stage 3: GET {prefix}/{id}/supplies. */
export function fetchRegistrySupplies(cabinet: RegistryCabinet, id: string | number): Promise<RegistrySupplies> {
  const call = `GET ${cabinet.apiPrefix}/{id}/supplies`;
  return registryCall(call, () => getJson(`${base(cabinet, id)}/supplies`, suppliesParser(call)));
}

/** Stage 4: GET {prefix}/{id}/files. */
export function fetchRegistryFiles(cabinet: RegistryCabinet, id: string | number): Promise<RegistryFiles> {
  const call = `GET ${cabinet.apiPrefix}/{id}/files`;
  return registryCall(call, () => getJson(`${base(cabinet, id)}/files`, filesParser(call)));
}

export interface OneStageDetail {
  detail: RegistryDetail;
  header: RegistryHeader;
  supplies: RegistrySupplies;
  files: RegistryFiles;
}

/** LKD: GET /lkd/registries/{id}/detail answers everything at once (CONTRACT.md). */
export function fetchOneStageDetail(cabinet: RegistryCabinet, id: string | number): Promise<OneStageDetail> {
  const call = `GET ${cabinet.apiPrefix}/{id}/detail`;
  return registryCall(call, () =>
    getJson(`${base(cabinet, id)}/detail`, {
      parse(answer: unknown): OneStageDetail {
        const detail = registryDetailSchema.parse(answer);
        const registry = (answer as Record<string, unknown>).registry;
        return { detail, header: registryHeaderSchema.parse(registry), supplies: suppliesParser(call).parse(answer), files: filesParser(call).parse(answer) };
      },
    }),
  );
}
