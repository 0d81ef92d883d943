import type { RegistryStatusCode } from '../world/worldTypes';

/**
 * The registry's permissions list (spec §6: editing needs 'change'). Which others exist is not shown; ours: 'view',
 * 'change' (documents, supplies), 'delete', 'sign', 'generate'. Only a draft can be edited; a rejected one deleted.
 */
export function registryPermissions(status: RegistryStatusCode): string[] {
  switch (status) {
    case 'DRAFT':
      return ['view', 'change', 'delete', 'sign', 'generate'];
    case 'REJECTED':
      return ['view', 'delete'];
    default:
      return ['view'];
  }
}

export function can(status: RegistryStatusCode, permission: string): boolean {
  return registryPermissions(status).includes(permission);
}
