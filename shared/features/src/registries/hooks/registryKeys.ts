import type { RegistryListFilter } from '@portal/api';
import type { RegistryCabinet } from '../registryCabinet';

/** TanStack Query keys of the registries area (per API prefix: LKK and LKP share `registries`, not a user). */
export const registryKeys = {
  all: (cabinet: RegistryCabinet) => ['registries', cabinet.scope] as const,
  lists: (cabinet: RegistryCabinet) => ['registries', cabinet.scope, 'list'] as const,
  list: (cabinet: RegistryCabinet, filter: RegistryListFilter) => ['registries', cabinet.scope, 'list', filter] as const,
  detail: (cabinet: RegistryCabinet, id: string) => ['registries', cabinet.scope, 'detail', id] as const,
  validation: (cabinet: RegistryCabinet, id: string) => ['registries', cabinet.scope, 'validation', id] as const,
  supplyParam: (cabinet: RegistryCabinet, id: string) => ['registries', cabinet.scope, 'supplyParam', id] as const,
};
