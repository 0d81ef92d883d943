import type { RegistryStatusCode } from '../world/worldTypes';

/**
 * The registry's permissions list (spec §6: editing needs 'change'). Which others exist is not shown; ours, by state:
 * a draft is edited, generated, sent for checking or deleted; a registry on check is signed or withdrawn; a signed
 * one is sent to the factor; a rejected one can be deleted. 'send' and 'withdraw' name the actions of POST …/action.
 */
const PERMISSIONS: Record<RegistryStatusCode, readonly string[]> = {
  DRAFT: ['view', 'change', 'delete', 'generate', 'send'],
  ON_CHECK: ['view', 'sign', 'withdraw'],
  SIGNED: ['view', 'send'],
  SENT_TO_FACTOR: ['view'],
  FINANCED: ['view'],
  REJECTED: ['view', 'delete'],
};

export function registryPermissions(status: RegistryStatusCode): string[] {
  return [...PERMISSIONS[status]];
}

export function can(status: RegistryStatusCode, permission: string): boolean {
  return PERMISSIONS[status].includes(permission);
}
