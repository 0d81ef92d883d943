export { renderInCabinet } from './renderInCabinet';
export { menuLinks } from './menuLinks';
