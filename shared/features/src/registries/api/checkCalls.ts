import {
  duplicateCheckSchema,
  generateRequestSchema,
  supplyParamCheckSchema,
  validateStatusSchema,
  validationErrorSchema,
  type DuplicateCheck,
  type ValidateStatus,
  type ValidationError,
} from '@portal/api';
import { getJson, http, lenientList, callReportingFailure } from '@portal/platform';
import type { RegistryCabinet } from '../registryCabinet';

const idPath = (id: string | number) => encodeURIComponent(String(id));

/** GET {prefix}/checkduplicate/{id} (spec §4). */
export function checkDuplicates(cabinet: RegistryCabinet, id: string | number): Promise<DuplicateCheck> {
  return callReportingFailure(`GET ${cabinet.apiPrefix}/checkduplicate`, () => getJson(`${cabinet.apiPrefix}/checkduplicate/${idPath(id)}`, duplicateCheckSchema));
}

/** GET /lka/registries/checkSupplyParam/{id}: false means the contract's details were not passed to the factor. */
export async function checkSupplyParam(id: string | number): Promise<boolean> {
  const answer = await callReportingFailure('GET lka/registries/checkSupplyParam', () => getJson(`lka/registries/checkSupplyParam/${idPath(id)}`, supplyParamCheckSchema));
  return answer.result;
}

/** GET /errorValidation/get/{id}: the registry's validation errors (unprefixed in every cabinet, CONTRACT.md). */
export function fetchValidationErrors(id: string | number): Promise<ValidationError[]> {
  const call = 'GET errorValidation/get';
  return callReportingFailure(call, () => getJson(`errorValidation/get/${idPath(id)}`, lenientList(call, validationErrorSchema, () => null)));
}

/** GET /errorValidation/registries/{id}/validateStatus. */
export function fetchValidateStatus(id: string | number): Promise<ValidateStatus> {
  return callReportingFailure('GET errorValidation/validateStatus', () => getJson(`errorValidation/registries/${idPath(id)}/validateStatus`, validateStatusSchema));
}

/** POST {prefix}/{id}/generate?isFinancing=false with every supply (spec §4 duplicate-check branch); the blob is not kept. */
export async function generateRegistryFile(cabinet: RegistryCabinet, id: string | number, supplyIds: readonly (string | number)[]): Promise<void> {
  await callReportingFailure(`POST ${cabinet.apiPrefix}/{id}/generate`, () =>
    http(`${cabinet.apiPrefix}/${idPath(id)}/generate`, {
      method: 'post',
      searchParams: { isFinancing: 'false' },
      json: generateRequestSchema.parse({ supplies: [...supplyIds], type: 'registryFile' }),
    }).blob(),
  );
}

