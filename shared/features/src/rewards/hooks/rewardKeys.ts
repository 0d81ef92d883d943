import type { RewardListFilter } from '@portal/api';
import type { RewardsCabinet } from '../rewardsCabinet';

export const rewardKeys = {
  all: (cabinet: RewardsCabinet) => ['rewards', cabinet.scope] as const,
  lists: (cabinet: RewardsCabinet) => ['rewards', cabinet.scope, 'list'] as const,
  list: (cabinet: RewardsCabinet, filter: RewardListFilter) => ['rewards', cabinet.scope, 'list', filter] as const,
  detail: (cabinet: RewardsCabinet, id: string | number) => ['rewards', cabinet.scope, 'detail', String(id)] as const,
};
