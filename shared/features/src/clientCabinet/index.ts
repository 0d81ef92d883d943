export type { ClientScope } from './clientScope';
export { CLIENT_SECTIONS, type ClientSection } from './clientSections';
export { clientCabinetMenu } from './clientCabinetMenu';
export { clientCabinetPages } from './clientCabinetPages';
export { ClientCabinet, type ClientCabinetProps } from './ClientCabinet';
