export { createPortalSystem, portalSystem, DEFAULT_PRIMARY } from './createPortalSystem';
