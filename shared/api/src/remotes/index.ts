/** /remotes.json entries, canary buckets and the shared-version rule: no zod, safe for the host's main.js. */
export * from './remoteScopes';
export * from './remoteEntries';
export * from './canaryBucket';
export * from './sharedCompatibility';
export * from './landingCalls';
export * from './cabinetIdentity';
export * from './cabinetFacts';
