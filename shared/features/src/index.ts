export * from './clientCabinet';
