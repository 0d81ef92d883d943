export * from './reportKinds';
export * from './reportPaths';
export * from './reportFilters';
export * from './reportRows';
export * from './reportAnswer';
export * from './reportCallsBeyondSpec';
