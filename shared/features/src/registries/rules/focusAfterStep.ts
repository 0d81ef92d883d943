/**
 * Where focus goes when a registry step ends, so a keyboard user is at most a few Tabs from what comes next
 * (decision 0036): a button of the toolbar, the check errors that explain a refused send, or the registry's status.
 */
export type FinishedStep = 'generate' | 'send' | 'withdraw' | 'sign' | 'allToFinancing' | 'generateFailed' | 'sendFailed';

/** The toolbar's buttons by what they do, plus two places on the page. */
export type FocusTarget = 'generate' | 'sign' | 'send' | 'withdraw' | 'allToFinancing' | 'checkErrors' | 'status';

/** In order of preference; the first one on the page wins, the status when none is. */
const NEXT: Record<FinishedStep, readonly FocusTarget[]> = {
  // The file is made: it goes on check next (or is signed, where signing comes first).
  generate: ['send', 'sign'],
  // On check: signing is next; sent to the factor, nothing is left to do but read the status.
  send: ['sign', 'send'],
  sign: ['send'],
  withdraw: ['generate', 'send'],
  allToFinancing: ['generate'],
  generateFailed: ['generate'],
  // «В реестре указаны неверные данные»: the check errors say what to fix.
  sendFailed: ['checkErrors', 'send'],
};

export function focusTargetsAfter(step: FinishedStep): readonly FocusTarget[] {
  return NEXT[step];
}

/** The first preferred target present on the page, else the status. */
export function focusTargetAfter(step: FinishedStep, present: readonly FocusTarget[]): FocusTarget {
  return NEXT[step].find((target) => present.includes(target)) ?? 'status';
}

export const REGISTRY_STATUS_ID = 'registry-status';
export const CHECK_ERRORS_ID = 'registry-check-errors';
/** The count of supplies passed before: where focus goes after a duplicate check found some. */
export const REGISTRY_DUPLICATES_ID = 'registry-duplicates';

/** The registry page's title once the registry is shown: where focus goes after creating it. */
export function registryTitleTarget(id: string | number): string {
  return `registry-title-${id}`;
}
