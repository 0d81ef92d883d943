export { SPEC_CALLS, type SpecCall, type HttpMethod } from './specCalls';
export { findCall, normalisePath, type CataloguedCall } from './matchCall';
export {
  BEYOND_SPEC_CALLS,
  BEYOND_SPEC_SITE_FILES,
  SPEC_CALL_READINGS,
  type BeyondSpecCall,
  type SiteFile,
  type SpecCallReading,
} from './beyondSpecCalls';
export { BEYOND_SPEC_FIELDS, type BeyondSpecField } from './beyondSpecFields';
export { renderBeyondSpec, renderCallTable } from './renderBeyondSpec';
