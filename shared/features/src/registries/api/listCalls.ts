import { z } from '@portal/api/zod';
import {
  createdRegistrySchema,
  createRegistryRequestSchema,
  parseRows,
  registryListFilterSchema,
  registryListItemBestEffort,
  registryListItemSchema,
  registryListTotalSchema,
  type CreateRegistryRequest,
  type RegistryListFilter,
  type RegistryListItem,
} from '@portal/api';
import { http, reportOddAnswer, sendJson, callReportingFailure } from '@portal/platform';
import type { RegistryCabinet } from '../registryCabinet';

export interface RegistryPage {
  total: number;
  items: RegistryListItem[];
}

/** Keeps good rows, shows odd ones as best it can and reports them (ARCHITECTURE rule 9). */
function registryPageParser(call: string) {
  return {
    parse(answer: unknown): RegistryPage {
      const { rows, odd } = parseRows(answer, registryListItemSchema, registryListItemBestEffort);
      for (const row of odd) reportOddAnswer(call, `row ${row.index} ${row.shown ? 'shown as best it could be' : 'left out'}: ${row.problem}`);
      const total = z.safeParse(registryListTotalSchema, answer);
      return { total: total.success && total.data.total !== null ? total.data.total : rows.length, items: rows };
    },
  };
}

/** POST {prefix} {filter} (spec §7). */
export function fetchRegistryPage(cabinet: RegistryCabinet, filter: RegistryListFilter, signal?: AbortSignal): Promise<RegistryPage> {
  const call = `POST ${cabinet.apiPrefix}`;
  return callReportingFailure(call, () => sendJson('post', cabinet.apiPrefix, registryListFilterSchema.parse(filter), registryPageParser(call), { signal }));
}

/**
 * POST {prefix}/create; answers the new registry's id, or null when the answer names none: any 2xx is success
 * (ARCHITECTURE rule 9), whatever its body (none, not JSON, without `id`).
 */
export async function createRegistry(cabinet: RegistryCabinet, request: CreateRegistryRequest): Promise<string | number | null> {
  const call = `POST ${cabinet.apiPrefix}/create`;
  return callReportingFailure(call, async () => {
    const response = await http(`${cabinet.apiPrefix}/create`, { method: 'post', json: createRegistryRequestSchema.parse(request) });
    const text = await response.text();
    let answer: unknown = null;
    try {
      answer = text.trim() === '' ? null : JSON.parse(text);
    } catch {
      reportOddAnswer(call, 'the answer is not JSON; the registry is taken as created without an id');
    }
    return createdRegistrySchema.parse(answer).id;
  });
}

/** DELETE /common/delete/{id}; any 2xx is success. */
export function deleteRegistry(id: string | number): Promise<void> {
  return callReportingFailure('DELETE common/delete', () => sendJson('delete', `common/delete/${encodeURIComponent(String(id))}`));
}
