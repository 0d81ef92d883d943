import type { RegistryAction } from '@portal/api';

/** The actions a registry offers: each is named like the permission that allows it (CONTRACT.md permissions). */
export function offeredActions(permissions: readonly string[]): RegistryAction[] {
  return (['send', 'withdraw'] as const).filter((action) => permissions.includes(action));
}

/** Signing is offered with the 'sign' permission once there is something to sign. */
export function canSign(permissions: readonly string[], documentsForSigning: number): boolean {
  return permissions.includes('sign') && documentsForSigning > 0;
}

/** Generating needs 'change' (spec §6) and the 'generate' permission, and at least one supply chosen. */
export function canGenerate(permissions: readonly string[], chosen: number): boolean {
  return permissions.includes('change') && permissions.includes('generate') && chosen > 0;
}

/** Sending is blocked while the financing balance is below zero (issue 11). */
export function sendBlockedByBalance(action: RegistryAction, balance: number): boolean {
  return action === 'send' && balance < 0;
}
