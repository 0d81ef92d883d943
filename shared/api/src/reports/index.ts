export * from './reportKinds';
export * from './reportTable';
export * from './reportPaths';
export * from './reportFilters';
export * from './reportRows';
export * from './reportAnswer';
export * from './reportCallsBeyondSpec';
