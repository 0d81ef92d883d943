export * from './eventPaths';
export * from './eventCodes';
export * from './eventSchemas';
export * from './eventRequests';
