import { fillFrom, type Reward } from '@portal/api';

/**
 * A reward as the detail gave it, its gaps filled from the same reward as a list row showed it. Spec §3 promises
 * only `reward {id}` in the detail; the list's rows are not shaped by the spec, so a server may say more there.
 * Each field the detail leaves empty takes the row's; the detail's own values always win (fillFrom, field by
 * field, so a field added to rewardSchema is filled with no edit here).
 */
export function fillReward(detail: Reward, listed: Reward | undefined): Reward {
  return fillFrom(detail, listed);
}
