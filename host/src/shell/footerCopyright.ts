import type { Env } from '@portal/api';

/**
 * Spec §1: the footer names the bank "if the environment branch is that bank". The one place ops map it: the
 * portal reads the env key ENV_BRANCH_KEY (from GET /system/page's env, else GET env) and names the bank when
 * its value is BANK_BRANCH_NAME (any case). No other key is read.
 */
export const ENV_BRANCH_KEY = 'BRANCH';
export const BANK_BRANCH_NAME = 'bank';

export function isBankBranch(env: Env | undefined): boolean {
  const branch = env?.[ENV_BRANCH_KEY];
  return typeof branch === 'string' && branch.trim().toLowerCase() === BANK_BRANCH_NAME;
}
