export { renderInCabinet } from './renderInCabinet';
export { menuLinks } from './menuLinks';
export { fakeViewport } from './fakeViewport';
