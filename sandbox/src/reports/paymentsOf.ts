import { seededRandom } from '../world/seededRandom';
import { addDays, WORLD_TODAY } from '../world/worldCalendar';
import type { ReportedSupply } from './reportedSupplies';

/** One incoming payment of a debtor against one supply (a bank statement line). */
export interface Payment {
  /** Stable: supply id × 10 + the payment's index. */
  id: number;
  supplyId: number;
  date: string;
  amount: number;
  /** Платёжное поручение number. */
  number: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The payments the debtor made for a supply, derived with the world's seeded PRNG from the supply's id: the same on
 * every run. Only assigned supplies are paid to the factor; about half are repaid in full, a quarter in part, the
 * rest not yet. No payment is later than the world's today.
 */
export function paymentsOf(reported: ReportedSupply): Payment[] {
  const { supply } = reported;
  if (!reported.assigned) return [];
  const random = seededRandom(supply.id * 7919 + 17);
  const earliest = addDays(supply.supplyDate, 5);
  if (earliest > WORLD_TODAY) return [];
  const roll = random.next();
  const share = roll < 0.5 ? 1 : roll < 0.75 ? random.int(20, 80) / 100 : 0;
  if (share === 0) return [];
  const parts = share === 1 && random.chance(0.4) ? 2 : 1;
  const total = round(supply.amount * share);
  const payments: Payment[] = [];
  let paid = 0;
  for (let index = 0; index < parts; index += 1) {
    const amount = index === parts - 1 ? round(total - paid) : round(total * (random.int(30, 70) / 100));
    paid = round(paid + amount);
    const offset = random.int(5, 75);
    const date = addDays(supply.supplyDate, offset) > WORLD_TODAY ? WORLD_TODAY : addDays(supply.supplyDate, offset);
    payments.push({ id: supply.id * 10 + index, supplyId: supply.id, date, amount, number: String(random.int(1000, 99999)) });
  }
  return payments.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

/** What is paid of the supply and what remains. */
export function balanceOf(reported: ReportedSupply): { paid: number; debt: number; lastPayment: string | null } {
  const payments = paymentsOf(reported);
  const paid = round(payments.reduce((sum, payment) => sum + payment.amount, 0));
  return { paid, debt: round(reported.supply.amount - paid), lastPayment: payments.at(-1)?.date ?? null };
}

/** Days past the due date the debt is still unpaid at the world's today (0 when not due or repaid). */
export function delayDaysOf(reported: ReportedSupply, debt: number): number {
  if (debt <= 0 || reported.supply.dueDate >= WORLD_TODAY) return 0;
  return Math.round((Date.parse(WORLD_TODAY) - Date.parse(reported.supply.dueDate)) / 86_400_000);
}
