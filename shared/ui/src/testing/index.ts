export { renderInCabinet } from './renderInCabinet';
export { menuLinks } from './menuLinks';
export { fakeViewport } from './fakeViewport';
export { DECLARED_LANDING_TEXT, landingModuleStandIn, renderCabinetPages } from './landingRoute';
export { cabinetPathLiterals, unroutedTargets } from './unroutedTargets';
