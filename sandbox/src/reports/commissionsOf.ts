import { addDays, WORLD_TODAY } from '../world/worldCalendar';
import { balanceOf } from './paymentsOf';
import type { ReportedSupply } from './reportedSupplies';

/** Share of the supply the factor pays out on financing. */
export const FINANCING_SHARE = 0.8;
/** Commission rates (the sandbox's tariff; the spec shows none). */
const DAILY_RATE = 0.0005;
const PROCESSING_FEE = 250;
const SERVICE_RATE = 0.002;
const VAT = 0.2;

export interface Commissions {
  financingDate: string;
  financingAmount: number;
  days: number;
  comm1NoneVatAmount: number;
  comm1VatAmount: number;
  comm2NoneVatAmount: number;
  comm2VatAmount: number;
  comm3NoneVatAmount: number;
  comm3VatAmount: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Commissions accrued on a financed supply: comm1 for the financing (0.05 % a day from financing until the last
 * payment or today; exempt from VAT as financing under factoring), comm2 for processing the documents (250 ₽ per
 * supply), comm3 for managing the receivable (0.2 % of the supply); comm2 and comm3 bear 20 % VAT.
 */
export function commissionsOf(reported: ReportedSupply): Commissions | null {
  if (!reported.financed) return null;
  const financingDate = addDays(reported.registry.createDate.slice(0, 10), 2) > WORLD_TODAY ? WORLD_TODAY : addDays(reported.registry.createDate.slice(0, 10), 2);
  const financingAmount = round(reported.supply.amount * FINANCING_SHARE);
  const { debt, lastPayment } = balanceOf(reported);
  const until = debt <= 0 && lastPayment ? lastPayment : WORLD_TODAY;
  const days = Math.max(1, Math.round((Date.parse(until) - Date.parse(financingDate)) / 86_400_000));
  const comm2 = PROCESSING_FEE;
  const comm3 = round(reported.supply.amount * SERVICE_RATE);
  return {
    financingDate,
    financingAmount,
    days,
    comm1NoneVatAmount: round(financingAmount * DAILY_RATE * days),
    comm1VatAmount: 0,
    comm2NoneVatAmount: comm2,
    comm2VatAmount: round(comm2 * VAT),
    comm3NoneVatAmount: comm3,
    comm3VatAmount: round(comm3 * VAT),
  };
}
