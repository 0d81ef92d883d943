import type { PortalEvent, Requirement } from '@portal/api';

export interface RequirementCounts {
  /** Requirements that have at least one file. */
  uploaded: number;
  /** Required requirements without a file. */
  missing: number;
}

/** Only an event requesting documents counts them (spec §4 "Event with status REQUIREMENT_REQUEST"). */
export function asksForDocuments(event: Pick<PortalEvent, 'status'>): boolean {
  return event.status.code === 'REQUIREMENT_REQUEST';
}

export function isUploaded(requirement: Pick<Requirement, 'files'>): boolean {
  return requirement.files.length > 0;
}

export function isMissing(requirement: Pick<Requirement, 'files' | 'documentType'>): boolean {
  return requirement.documentType.required && requirement.files.length === 0;
}

/** Spec §4: with files → uploaded; required and without a file → missing. */
export function countRequirements(requirements: ReadonlyArray<Pick<Requirement, 'files' | 'documentType'>>): RequirementCounts {
  return { uploaded: requirements.filter(isUploaded).length, missing: requirements.filter(isMissing).length };
}
