export * from './theme';
export * from './layout';
