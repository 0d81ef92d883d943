import type { Env } from '@portal/api';

/** The footer names the bank when the environment's branch is the bank's branch (spec §1). */
export function isBankBranch(env: Env | undefined): boolean {
  const branch = env?.BRANCH;
  const bankBranch = env?.BANK_BRANCH;
  return typeof branch === 'string' && branch !== '' && branch === bankBranch;
}
