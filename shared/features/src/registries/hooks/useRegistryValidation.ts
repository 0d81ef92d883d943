import { useEffect } from 'react';
import { useQuery } from '@portal/ui/query';
import { warn } from '@portal/platform';
import { checkSupplyParam, fetchValidateStatus, fetchValidationErrors } from '../api/checkCalls';
import type { RegistryCabinet } from '../registryCabinet';
import { CONTRACT_NOT_PASSED_WARNING } from '../rules/duplicateCheckOutcome';
import { registryKeys } from './registryKeys';

/** The validation query: errors and status of the registry (GET /errorValidation/...), shared by its readers. */
export function validationQuery(cabinet: RegistryCabinet, id: string) {
  return {
    queryKey: registryKeys.validation(cabinet, id),
    queryFn: async () => {
      const [errors, status] = await Promise.all([fetchValidationErrors(id), fetchValidateStatus(id)]);
      return { errors, status };
    },
  };
}

/** Validation errors and status of the registry, where the cabinet has them. */
export function useRegistryValidation(cabinet: RegistryCabinet, id: string, enabled: boolean) {
  // Fresh for as long as the detail: its readers mount after the page asked for it, and would ask again.
  return useQuery({ ...validationQuery(cabinet, id), enabled: enabled && cabinet.checks.validation, staleTime: 30_000 });
}

/** LKA: GET /lka/registries/checkSupplyParam/{id} once the registry is shown; warns when it fails. */
export function useSupplyParamCheck(cabinet: RegistryCabinet, id: string, enabled: boolean) {
  const query = useQuery({
    queryKey: registryKeys.supplyParam(cabinet, id),
    queryFn: () => checkSupplyParam(id),
    enabled: enabled && cabinet.checks.supplyParam,
    staleTime: Infinity,
  });
  const failed = query.data === false;
  useEffect(() => {
    if (failed) warn(CONTRACT_NOT_PASSED_WARNING);
  }, [failed]);
  return query;
}
