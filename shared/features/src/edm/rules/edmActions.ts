import { EDM_STATUS_ON_SIGNING, EDM_STATUS_REQUIRES_SIGNATURE } from '@portal/api';

/** What can be done to documents from the list. */
export type EdmAction = 'sign' | 'refuse' | 'edit' | 'delete' | 'download' | 'check';

/** The order the action bar shows them in. */
export const EDM_ACTIONS: readonly EdmAction[] = ['sign', 'refuse', 'edit', 'delete', 'download', 'check'];

/** Every document can be downloaded and its signatures checked, whatever its status. */
const ALWAYS: readonly EdmAction[] = ['download', 'check'];

/** Spec §4: 'Требуется подпись' can be signed or refused; 'На подписи' signed, edited or deleted. */
const BY_STATUS: Readonly<Record<string, readonly EdmAction[]>> = {
  [EDM_STATUS_REQUIRES_SIGNATURE]: ['sign', 'refuse'],
  [EDM_STATUS_ON_SIGNING]: ['sign', 'edit', 'delete'],
};

/** The actions one document in `status` allows, in EDM_ACTIONS order. */
export function actionsForStatus(status: string): EdmAction[] {
  const allowed = new Set([...(BY_STATUS[status.trim()] ?? []), ...ALWAYS]);
  return EDM_ACTIONS.filter((action) => allowed.has(action));
}

/**
 * The actions offered for the ticked documents: exactly those every one of them allows, except signing, which is
 * offered when any of them allows it (spec §4: only the ticked documents in 'Требуется подпись' / 'На подписи' go
 * to signing; the sign dialog says how many are left out). Edit works on one document at a time, so it is offered
 * only for a selection of one; nothing is offered for no selection.
 */
export function actionsForSelection(statuses: readonly string[]): EdmAction[] {
  if (statuses.length === 0) return [];
  return EDM_ACTIONS.filter((action) => {
    if (action === 'edit' && statuses.length !== 1) return false;
    if (action === 'sign') return statuses.some((status) => actionsForStatus(status).includes(action));
    return statuses.every((status) => actionsForStatus(status).includes(action));
  });
}
