export { SPEC_CALLS, type SpecCall, type HttpMethod } from './specCalls';
export { findCall, normalisePath, type CataloguedCall } from './matchCall';
