export * from './rewardListFilter';
export * from './rewardStatus';
export * from './rewardListItem';
export * from './rewardDetail';
export * from './rewardActions';
export * from './rewardPaths';
