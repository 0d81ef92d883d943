import { balanceOf } from '../reports/paymentsOf';
import { reportedSupplies } from '../reports/reportedSupplies';
import { simplePdf } from '../world/documentContent';
import { PARTY_PLANS } from '../world/partyPlans';
import { seededRandom, type SeededRandom } from '../world/seededRandom';
import type { World } from '../world/world';
import { addDays, russianDate, WORLD_TODAY } from '../world/worldCalendar';
import { ownerKey, type Contract, type OwnerKey, type Registry, type Supply } from '../world/worldTypes';
import { CRITICAL_DAYS, currentMonth, isoDay } from './eventCalendar';
import { EVENT_TEMPLATES } from './eventTemplates';
import type { EventsSeedTarget } from './eventsSeedTarget';
import type { SandboxEvent } from './eventTypes';

/** What an owner's events may point at: their contracts, registries and supplies in the world. */
interface OwnerWorld {
  owner: OwnerKey;
  contracts: Contract[];
  registries: Registry[];
  supplies: Supply[];
  /** Supplies whose deferral ended and which the debtor still owes (the arrears report's overdue ones). */
  overdue: Supply[];
  /** Supplies not yet due. */
  notDue: Supply[];
}

function ownerWorld(world: World, owner: OwnerKey): OwnerWorld | null {
  const contracts = world.contractsOf(owner).filter((contract) => contract.showContract);
  const registries = world.registriesOf(owner);
  if (contracts.length === 0 || registries.length === 0) return null;
  const supplies = registries.slice(0, 3).flatMap((registry) => world.supplies.ofRegistry(registry.id));
  const reported = reportedSupplies(world, owner);
  const overdue = reported.filter((item) => item.assigned && item.supply.dueDate < WORLD_TODAY && balanceOf(item).debt > 0).map((item) => item.supply);
  const notDue = reported.filter((item) => item.supply.dueDate >= WORLD_TODAY).map((item) => item.supply);
  return { owner, contracts, registries, supplies, overdue, notDue };
}

function fill(text: string, contract: Contract, registry: Registry, supply: Supply | undefined): string {
  return text.replace('{contract}', contract.num).replace('{registry}', registry.number).replace('{upd}', supply ? supply.updName : `реестру № ${registry.number}`);
}

function requirementFile(world: World, owner: OwnerKey, name: string, event: string): number {
  const fileName = `${name}.pdf`;
  return world.files.add(owner, fileName, 'application/pdf', () => simplePdf([name, event, `Sandbox document`])).id;
}

/** The owner's events: every template once, on their own contracts, registries and supplies. */
function seedOwnerEvents(world: World, state: EventsSeedTarget, place: OwnerWorld, random: SeededRandom): void {
  const month = currentMonth();
  let criticalIndex = 0;
  EVENT_TEMPLATES.forEach((template, index) => {
    const fitting = template.supply === 'overdue' ? place.overdue : template.supply === 'notDue' ? place.notDue : [];
    const pool = fitting.length > 0 ? fitting : place.supplies;
    const supply = pool.length > 0 ? pool[random.int(0, pool.length - 1)] : undefined;
    // The event names the supply's own registry and contract, so its numbers match the registry and the reports.
    const ownRegistry = supply?.registryId != null ? place.registries.find((entry) => entry.id === supply.registryId) : undefined;
    const registry = ownRegistry ?? (place.registries[index % place.registries.length] as Registry);
    const contract = (ownRegistry ? place.contracts.find((entry) => entry.externalId === ownRegistry.contractExternalId) : undefined) ?? (place.contracts[index % place.contracts.length] as Contract);
    const id = state.nextId('event');
    const title = fill(template.title, contract, registry, supply);
    const eventDate = template.critical
      ? isoDay(month.year, month.month, Math.min(CRITICAL_DAYS[criticalIndex++ % CRITICAL_DAYS.length] ?? 1, month.days))
      : addDays(WORLD_TODAY, -index * 2 - random.int(0, 1));
    const event: SandboxEvent = {
      id,
      owner: place.owner,
      status: template.status,
      category: template.category,
      urgency: template.urgency,
      title,
      description: fill(template.description, contract, registry, supply),
      eventDate,
      visible: template.visible,
      critical: template.critical,
      contractExternalId: contract.externalId,
      registryId: registry.id,
      supplyId: supply?.id ?? null,
      requirements: (template.requirements ?? []).map(([name, required, withFile]) => ({
        id: state.nextId('requirement'),
        name,
        documentTypeName: name,
        required,
        fileIds: withFile ? [requirementFile(world, place.owner, name, title)] : [],
      })),
    };
    state.events.set(id, event);
  });
}

/** Dashboard groups (LKK/LKP only): DASHBOARD_EVENTS grouped by theme, some with an order of the factor and its files. */
function seedGroups(world: World, state: EventsSeedTarget, place: OwnerWorld): void {
  const dashboard = [...state.events.values()].filter((event) => event.owner === place.owner && event.category === 'DASHBOARD_EVENTS');
  const themes: Array<[string, SandboxEvent[]]> = [
    ['Просроченная задолженность', dashboard.filter((event) => event.status === 'WARNING' || event.status === 'EXPIRED')],
    ['Ожидаемые платежи', dashboard.filter((event) => event.status === 'WAIT')],
    ['Регресс', dashboard.filter((event) => event.status === 'PULL_OFF')],
  ];
  for (const [name, events] of themes) {
    const items = events.map((event, index) => {
      const contract = world.contracts.get(event.contractExternalId);
      const orderId = index % 2 === 0 ? seedOrder(world, state, place.owner, `Распоряжение по событию «${event.title}»`, event.eventDate) : null;
      return { eventId: event.id, description: event.description, eventDate: event.eventDate, orderId, contractFactNum: contract?.num ?? '', urgency: event.urgency };
    });
    const id = state.nextId('group');
    state.groups.set(id, { id, owner: place.owner, name, urgency: events[0]?.urgency ?? null, items });
  }
}

/** An order of the factor with a real PDF; answers its id. */
export function seedOrder(world: World, state: EventsSeedTarget, owner: OwnerKey, description: string, date: string, fileTitle = 'Распоряжение'): number {
  const id = state.nextId('order');
  const number = `РФ-${String(id).padStart(6, '0')}`;
  const fileId = world.files.add(owner, `${fileTitle} ${number}.pdf`, 'application/pdf', () => simplePdf([`${fileTitle} ${number}`, description, `Data: ${russianDate(date)}`])).id;
  state.orders.set(id, { id, owner, number, date, status: 'Исполнено', description, fileIds: [fileId] });
  return id;
}

/** Parties with events: clients and debtors (LKA has none, spec §4). */
export function seedEvents(world: World, state: EventsSeedTarget): void {
  for (const plan of PARTY_PLANS) {
    if (plan.kind === 'agent') continue;
    const place = ownerWorld(world, ownerKey(plan.username, plan.scope));
    if (!place) continue;
    const random = seededRandom(plan.seed * 1_000 + 7);
    seedOwnerEvents(world, state, place, random);
    if (plan.kind === 'client') seedGroups(world, state, place);
  }
}
