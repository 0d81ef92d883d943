import type { RegistryAction, RegistryStatus } from '@portal/api';
import { registryStateOf, type RegistryState } from './registryState';

/**
 * The registry's editing controls: 'edit' covers the ticks, the funding date and the documents (upload, delete);
 * the others are the toolbar's buttons and deleting the registry.
 */
export type RegistryControl = 'edit' | 'generate' | 'sign' | 'send' | 'withdraw' | 'delete';

/** Permission names a server may send beside spec §6's 'change', each naming one control (CONTRACT.md). */
const CONTROL_NAMES: readonly RegistryControl[] = ['generate', 'sign', 'send', 'withdraw', 'delete'];

/** What each known state allows; an unknown state (or none) allows nothing: an action there could only fail. */
const STATE_ALLOWS: Record<RegistryState, readonly RegistryControl[]> = {
  draft: ['edit', 'generate', 'send', 'delete'],
  onCheck: ['sign', 'withdraw'],
  signed: ['send'],
  closed: [],
  rejected: ['delete'],
  unknown: [],
};

/** Whether the list names controls one by one (a detailed list) or only gives spec §6's 'change'. */
export function namesControls(permissions: readonly string[]): boolean {
  return permissions.some((name) => (CONTROL_NAMES as readonly string[]).includes(name));
}

/**
 * Spec §6: editing needs 'change'. Editing is the content: the ticks, the funding date, the documents, generating
 * (it saves the choice) and deleting. Signing, sending and withdrawing are steps of the registry's life, not edits:
 * the state decides them (a registry on check is signed though nobody may edit it; a spec-only server then sends
 * `[]`). A list naming a control (`generate`, `sign`, `send`, `withdraw`, `delete`) is the server's word on it and
 * narrows: each named-able control then needs its own name ('generate' also 'change').
 */
export function permits(control: RegistryControl, permissions: readonly string[]): boolean {
  const change = permissions.includes('change');
  const detailed = namesControls(permissions);
  switch (control) {
    case 'edit':
      return change;
    case 'generate':
      return change && (!detailed || permissions.includes('generate'));
    case 'delete':
      return detailed ? permissions.includes('delete') : change;
    default:
      return !detailed || permissions.includes(control);
  }
}

/** Whether the state allows the control (an unknown state allows nothing). */
export function stateAllows(control: RegistryControl, status: Pick<RegistryStatus, 'code' | 'name'> | null | undefined): boolean {
  return STATE_ALLOWS[registryStateOf(status)].includes(control);
}

/** A control is offered when the permissions and the state both allow it. */
export function offers(control: RegistryControl, permissions: readonly string[], status: Pick<RegistryStatus, 'code' | 'name'> | null | undefined): boolean {
  return permits(control, permissions) && stateAllows(control, status);
}

/**
 * Delete on a list row: spec §3 gives list rows no permissions, so a row without any is offered delete when its state
 * allows it (the server refuses if it must); a row that has permissions follows them like the detail.
 */
export function rowOffersDelete(permissions: readonly string[], status: Pick<RegistryStatus, 'code' | 'name'>): boolean {
  return permissions.length === 0 ? stateAllows('delete', status) : offers('delete', permissions, status);
}

/** The actions of POST {prefix}/{id}/action the registry offers. */
export function offeredActions(permissions: readonly string[], status: Pick<RegistryStatus, 'code' | 'name'> | null | undefined): RegistryAction[] {
  return (['send', 'withdraw'] as const).filter((action) => offers(action, permissions, status));
}

/** Signing is offered when allowed and there is something to sign. */
export function canSign(permissions: readonly string[], status: Pick<RegistryStatus, 'code' | 'name'> | null | undefined, documentsForSigning: number): boolean {
  return offers('sign', permissions, status) && documentsForSigning > 0;
}

/** Sending is blocked only while a known balance is below zero; an unknown one (no alllimit) blocks nothing. */
export function sendBlockedByBalance(action: RegistryAction, balance: number | null): boolean {
  return action === 'send' && balance !== null && balance < 0;
}
