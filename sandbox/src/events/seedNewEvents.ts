import { balanceOf } from '../reports/paymentsOf';
import { reportedSupplies } from '../reports/reportedSupplies';
import type { World } from '../world/world';
import { addDays, WORLD_TODAY } from '../world/worldCalendar';
import { ownerKey, type OwnerKey, type Supply } from '../world/worldTypes';
import type { EventsSeedTarget } from './eventsSeedTarget';
import type { SandboxNewEvent } from './eventTypes';
import { seedOrder } from './seedEvents';

/** Who gets a new-events list on the first sign-in of a run (after a reset): one user per cabinet that has events. */
export const NEW_EVENT_OWNERS: readonly OwnerKey[] = [ownerKey('supplier', 'LKK'), ownerKey('principal', 'LKP'), ownerKey('debtor', 'LKD')];

export const INVOICE_GROUP = 'Оплата счета';

/** Some amounts as strings with two decimals, as a Java back end may send them (the portal must format both). */
function money(value: number, asText: boolean): number | string {
  return asText ? value.toFixed(2) : value;
}

/**
 * The «Просроченная задолженность» table: supplies the debtor pays the factor for whose deferral ended before today
 * and which are not paid in full, each under its own contract, with what is paid and what is still owed: the same
 * figures as the payers' arrears report.
 */
function debtRows(world: World, owner: OwnerKey) {
  return reportedSupplies(world, owner)
    .filter((item) => item.assigned && item.supply.dueDate < WORLD_TODAY)
    .map((item) => ({ item, balance: balanceOf(item) }))
    .filter(({ balance }) => balance.debt > 0)
    .sort((a, b) => a.item.supply.dueDate.localeCompare(b.item.supply.dueDate) || a.item.supply.id - b.item.supply.id)
    .slice(0, 3)
    .map(({ item, balance }, index) => ({
      contractFactNum: item.contract.num,
      updName: item.supply.updName,
      shipDate: item.supply.supplyDate,
      delayDate: item.supply.dueDate,
      debtAmount: money(balance.debt, index === 1),
      payAmount: money(balance.paid, false),
      rowId: item.supply.id,
    }));
}

function financingRows(supplies: readonly Supply[], contractNum: string, contractDate: string) {
  return supplies.slice(0, 2).map((supply, index) => ({
    contractFactNum: contractNum,
    contractDate,
    supplyDate: supply.supplyDate,
    invoiceAmount: supply.amount,
    financingAmount: Math.round(supply.amount * 90) / 100,
    financingAmount2: money(Math.round(supply.amount * 10) / 100, index === 0),
    backJrnAmount: 0,
    finDebtAmount: Math.round(supply.amount * 45) / 100,
    suppDebtAmount: money(Math.round(supply.amount * 5) / 100, true),
    regrDate: addDays(supply.dueDate, 30),
    eventDate: WORLD_TODAY,
    jourDate: `${addDays(WORLD_TODAY, -1)}T10:00:00.000Z`,
    payDate: addDays(supply.dueDate, -2),
    startDelayDate: supply.supplyDate,
    endDelayDate: supply.dueDate,
  }));
}

/** The new-events lists: an invoice to pay ('Оплата счета', with an order holding the PDF) and two schema tables. */
export function seedNewEvents(world: World, state: EventsSeedTarget): void {
  for (const owner of NEW_EVENT_OWNERS) {
    const events = [...state.events.values()].filter((event) => event.owner === owner);
    // The financing list speaks of a registry the factor financed, under that registry's own contract.
    const registry = world.registriesOf(owner).find((entry) => entry.statusCode === 'FINANCED') ?? world.registriesOf(owner)[0];
    const contract = registry ? world.contractOf(registry) : undefined;
    if (!registry || !contract || events.length === 0) continue;
    const supplies = world.supplies.ofRegistry(registry.id);
    const overdue = debtRows(world, owner);
    const orderId = seedOrder(world, state, owner, `Счёт на оплату комиссии по договору № ${contract.num}`, WORLD_TODAY, 'Счет');
    const at = (index: number) => ({ eventId: (events[index % events.length] ?? events[0])!.id });
    const list: Array<Omit<SandboxNewEvent, 'id' | 'owner'>> = [
      { eventGroupName: INVOICE_GROUP, eventDescription: `Выставлен счёт на оплату комиссии фактора по договору № ${contract.num}.`, orderId, items: [at(0)], schema: { headers: {}, tableItems: [] } },
      // Only where something is overdue: a list of overdue debts with nothing overdue would contradict the reports.
      ...(overdue.length > 0
        ? [
            {
              eventGroupName: 'Просроченная задолженность',
              eventDescription: `Есть поставки с истёкшей отсрочкой: ${overdue.length === 1 ? 'договор' : 'договоры'} № ${[...new Set(overdue.map((row) => row.contractFactNum))].join(', ')}.`,
              orderId: null,
              items: [at(1), at(2)],
              schema: {
                headers: { contractFactNum: 'Договор', updName: 'Документ', shipDate: 'Дата отгрузки', delayDate: 'Дата окончания отсрочки', debtAmount: 'Сумма долга', payAmount: 'Оплачено' },
                tableItems: overdue,
              },
            },
          ]
        : []),
      {
        eventGroupName: 'Финансирование',
        eventDescription: `Профинансированы поставки по реестру № ${registry.number}.`,
        orderId: null,
        items: [at(3)],
        schema: {
          headers: {
            contractFactNum: 'Договор', contractDate: 'Дата договора', supplyDate: 'Дата поставки', invoiceAmount: 'Сумма накладной', financingAmount: 'Первый платёж',
            financingAmount2: 'Второй платёж', backJrnAmount: 'Возврат', finDebtAmount: 'Долг по финансированию', suppDebtAmount: 'Долг поставщика', regrDate: 'Дата регресса',
            eventDate: 'Дата события', jourDate: 'Дата проводки', payDate: 'Дата оплаты', startDelayDate: 'Начало отсрочки', endDelayDate: 'Конец отсрочки',
          },
          tableItems: financingRows(supplies, contract.num, contract.date),
        },
      },
    ];
    for (const entry of list) {
      const id = state.nextId('newEvent');
      state.newEvents.set(id, { id, owner, ...entry });
    }
  }
}
