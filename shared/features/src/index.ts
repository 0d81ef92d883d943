export * from './clientCabinet';
export * from './registries';
