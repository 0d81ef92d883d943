import type { Reward } from '@portal/api';
import { formatDate } from '@portal/ui/format';

/** A period as DD.MM.YYYY – DD.MM.YYYY, or what there is of it ('' when neither end is known). */
export function rewardPeriodText(reward: Pick<Reward, 'periodFrom' | 'periodTo'>): string {
  const from = formatDate(reward.periodFrom);
  const to = formatDate(reward.periodTo);
  return from && to ? `${from} – ${to}` : from || to;
}

/**
 * How a reward is named after the word «вознаграждение»: its number; without one (spec §3 promises a reward only its
 * id) the period or the date it carries, else «без номера». Never the id: the user sees it nowhere else.
 */
export function rewardName(reward: Pick<Reward, 'number' | 'periodFrom' | 'periodTo' | 'createDate'>): string {
  if (reward.number) return reward.number;
  const period = rewardPeriodText(reward);
  if (period) return `за ${period}`;
  const date = formatDate(reward.createDate);
  return date ? `от ${date}` : 'без номера';
}
