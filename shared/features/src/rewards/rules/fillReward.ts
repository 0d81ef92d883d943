import type { Reward } from '@portal/api';

/**
 * A reward as the detail gave it, its gaps filled from the same reward as a list row showed it. Spec §3 promises
 * only `reward {id}` in the detail; the list's rows are not shaped by the spec, so a server may say more there.
 * Each field the detail leaves empty takes the row's; the detail's own values always win.
 */
export function fillReward(detail: Reward, listed: Reward | undefined): Reward {
  if (!listed) return detail;
  const text = (field: 'number' | 'createDate' | 'contractFactNum' | 'client' | 'debtor' | 'registryNumber' | 'periodFrom' | 'periodTo' | 'rejectReason') => detail[field] || listed[field];
  return {
    id: detail.id,
    number: text('number'),
    createDate: text('createDate'),
    status: detail.status.code || detail.status.name ? detail.status : listed.status,
    contractFactNum: text('contractFactNum'),
    client: text('client'),
    debtor: text('debtor'),
    registryNumber: text('registryNumber'),
    periodFrom: text('periodFrom'),
    periodTo: text('periodTo'),
    amount: detail.amount ?? listed.amount,
    vatAmount: detail.vatAmount ?? listed.vatAmount,
    rejectReason: text('rejectReason'),
  };
}
