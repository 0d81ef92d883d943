import { documentProblem } from '@portal/api';

export interface RequirementFilesChoice {
  /** The files that can be sent. */
  accepted: File[];
  /** One Russian refusal per file that cannot (a path in its name, its type, empty, over 20 MB). */
  refusals: string[];
}

/**
 * The files chosen for a requirement: POST {p}/event/{id}/add-file takes the registries' document types and sizes
 * (the back end checks both with the same rule), so the registries' check is used, not a copy. A refused file does
 * not drop the others.
 */
export function chooseRequirementFiles(files: readonly File[]): RequirementFilesChoice {
  const accepted: File[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    const problem = documentProblem(file);
    if (problem) refusals.push(problem);
    else accepted.push(file);
  }
  return { accepted, refusals };
}
