export { createPortalSystem, portalSystem, DEFAULT_PRIMARY } from './system';
export * from './layout';
