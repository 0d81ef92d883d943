export * from './edmStatuses';
export * from './edmPaths';
export * from './edmRequests';
export * from './edmAnswers';
