export { createWebpackConfig, readPortalPackage, outputDir } from './createWebpackConfig';
export { sharedSingletons, SINGLETON_MODULES } from './sharedSingletons';
export { remoteNameOf, DEV_PORTS, DEV_PORT_VARIABLES, devPorts, type DevPorts } from './remoteNames';
