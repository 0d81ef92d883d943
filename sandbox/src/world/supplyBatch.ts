import { seededRandom } from './seededRandom';
import type { Contract, Supply } from './worldTypes';
import { addDays, russianDate } from './worldCalendar';

/**
 * How a registry's (or a contract's free) supplies are generated: ids are reserved at seeding, the supplies
 * themselves are built on first use, so a 10 000-supply registry costs nothing until someone opens it.
 */
export interface SupplyBatch {
  registryId: number | null;
  contract: Contract;
  firstId: number;
  count: number;
  /** The latest supply date of the batch; earlier ones go back a day or two each. */
  latestDate: string;
  seed: number;
  /** Take the УПД numbers of these supplies (of another registry): the duplicate check's "duplicates" branch. */
  duplicateOf?: () => readonly Supply[];
  /** Break one supply's data: the duplicate check's 2001 branch. */
  wrongData?: boolean;
  /** Share of supplies the debtor has not verified (shown as invalid). */
  invalidShare?: number;
}

export function buildSupplies(batch: SupplyBatch): Supply[] {
  const random = seededRandom(batch.seed);
  const supplies: Supply[] = [];
  let date = batch.latestDate;
  const originals = batch.duplicateOf?.() ?? [];
  for (let index = 0; index < batch.count; index += 1) {
    const id = batch.firstId + index;
    const copied = originals[index];
    const updNumber = copied ? copied.updNumber : String(10_000 + id);
    const supplyDate = copied ? copied.supplyDate : date;
    const invalid = random.chance(batch.invalidShare ?? 0.06);
    const prime = !invalid && random.chance(0.7);
    supplies.push({
      id,
      registryId: batch.registryId,
      contractExternalId: batch.contract.externalId,
      debtorId: batch.contract.debtorId,
      amount: random.amount(15_000, 2_500_000),
      supplyDate,
      dueDate: addDays(supplyDate, random.pick([30, 45, 60, 90])),
      updNumber,
      updName: `УПД № ${updNumber} от ${russianDate(supplyDate)}`,
      verificationDebtor: !invalid,
      prime,
      active: !invalid && !prime && random.chance(0.5),
      financing: !invalid && random.chance(0.4),
      checked: !invalid && random.chance(0.5),
      invalid,
      dataErrors: [],
    });
    if (random.chance(0.6)) date = addDays(date, -random.int(1, 2));
  }
  const broken = batch.wrongData ? supplies[0] : undefined;
  if (broken) {
    broken.dueDate = addDays(broken.supplyDate, -10);
    broken.dataErrors.push({ field: 'dueDate', message: `Срок оплаты раньше даты поставки (${broken.updName})` });
    broken.dataErrors.push({ field: 'debtorInn', message: 'ИНН дебитора в УПД не совпадает с ИНН в договоре факторинга' });
  }
  return supplies;
}
