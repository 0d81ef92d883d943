export * from './scopes';
export * from './user';
export * from './startup';
export * from './limits';
