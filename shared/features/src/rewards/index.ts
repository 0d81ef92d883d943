export { LKA_REWARDS, LKD_REWARDS, rewardDetailPath, type RewardsCabinet } from './rewardsCabinet';
export { rewardPages } from './rewardPages';
export { RewardsPage } from './screens/RewardsPage';
export { RewardDetailPage } from './screens/RewardDetailPage';
export { RewardsTable } from './screens/RewardsTable';
export { useRewardList } from './hooks/useRewardList';
export { rewardActionsFor, rewardStatusName, type RewardActionOffer } from './rules/rewardActions';
