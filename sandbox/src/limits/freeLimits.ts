import { balanceOf } from '../reports/paymentsOf';
import { reportedSupplies } from '../reports/reportedSupplies';
import type { World } from '../world/world';
import type { Contract, OwnerKey } from '../world/worldTypes';

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A contract's free limit, read from the world the reports read: its limit less what the debtors still owe on the
 * supplies the factor financed under it (never below 0). The registry's `alllimit`, the header's and the main page's
 * figures all come from here, so an accountant finds the same number wherever the contract is shown.
 */
export function freeLimitOf(world: World, contract: Contract): number {
  const used = reportedSupplies(world, contract.owner)
    .filter((item) => item.financed && item.contract.externalId === contract.externalId)
    .reduce((sum, item) => sum + balanceOf(item).debt, 0);
  return Math.max(0, round(contract.limit - used));
}

/** A client's contracts the factor finances under: in force, shown, with a debtor (not an agent's). */
function financesUnder(contract: Contract): boolean {
  return contract.status === 'Действует' && contract.afStatus === 'Действует' && contract.showContract && /DIRECT_(NOT_)?REGRESS/.test(contract.type) && !contract.type.includes('AGENT');
}

/** POST /lkk/user/limits for `owner`: each contract's free limit (by its number, as everywhere else) and their sum. */
export function factoringLimitsOf(world: World, owner: OwnerKey): { limits: Array<{ contractFactNum: string; freeLimit: number }>; sumLimit: number } {
  const limits = world
    .contractsOf(owner)
    .filter(financesUnder)
    .sort((a, b) => a.num.localeCompare(b.num))
    .map((contract) => ({ contractFactNum: contract.num, freeLimit: freeLimitOf(world, contract) }));
  const cents = limits.reduce((sum, limit) => sum + Math.round(limit.freeLimit * 100), 0);
  return { limits, sumLimit: cents / 100 };
}
