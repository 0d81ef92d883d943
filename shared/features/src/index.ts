export * from './registries';
export * from './events';
export * from './edm';
export * from './reports';
export * from './rewards';
export * from './mainPages';
export * from './tariffs';
