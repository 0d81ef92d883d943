import { completeOrganisationInn } from '../users/innCheckDigits';
import type { PartyPlan } from './partyPlans';
import type { SeededRandom } from './seededRandom';
import { SUPPLIER_COMPANIES } from './russianSuppliers';
import { addDays, WORLD_TODAY } from './worldCalendar';
import { ownerKey, type Company, type Contract, type Debtor } from './worldTypes';

interface ContractShape {
  status: string;
  type: string;
  showContract: boolean;
  afStatus: string;
}

const IN_FORCE = { status: 'Действует', showContract: true, afStatus: 'Действует' };

/** Entries the spec §5 contract filters must drop (or, for afStatus, keep out of pickers): the portal's filters get exercised. */
function filteredShapes(kind: PartyPlan['kind']): ContractShape[] {
  const own = kind === 'client' ? 'DIRECT_REGRESS' : 'AGENT';
  return [
    { ...IN_FORCE, type: own, status: 'Приостановлен' },
    { ...IN_FORCE, type: kind === 'client' ? 'AGENT' : 'DIRECT_REGRESS' },
    { ...IN_FORCE, type: own, showContract: false },
    { ...IN_FORCE, type: own, afStatus: 'Закрыт' },
  ];
}

function inForceType(kind: PartyPlan['kind'], index: number): string {
  if (kind === 'client') return index % 2 === 0 ? 'DIRECT_REGRESS' : 'DIRECT_NOT_REGRESS';
  return index % 2 === 0 ? 'AGENT' : 'AGENT_DIRECT_REGRESS';
}

export function supplierCompany(index: number): Company {
  const company = SUPPLIER_COMPANIES[index % SUPPLIER_COMPANIES.length];
  if (!company) throw new Error('no supplier companies');
  return { name: company.name, inn: completeOrganisationInn(company.innStart) };
}

/**
 * A party's contracts: `plan.contracts` in force, one closed, and the four the portal must filter out. A client's
 * contracts are with debtors; a debtor's and an agent's with clients (an agent's also name the debtor).
 */
export function seedContracts(plan: PartyPlan, self: Company & { debtorId: number | null }, debtors: readonly Debtor[], random: SeededRandom): Contract[] {
  const owner = ownerKey(plan.username, plan.scope);
  const shapes: ContractShape[] = [];
  for (let index = 0; index < plan.contracts; index += 1) shapes.push({ ...IN_FORCE, type: inForceType(plan.kind, index) });
  shapes.push({ status: 'Закрыт', type: inForceType(plan.kind, 0), showContract: true, afStatus: 'Закрыт' });
  shapes.push(...filteredShapes(plan.kind));

  const firstDebtor = random.int(0, debtors.length - 1);
  const firstClient = random.int(0, SUPPLIER_COMPANIES.length - 1);
  return shapes.map((shape, index) => {
    const debtorIndex = firstDebtor + (index % Math.max(plan.contracts, 1));
    const debtor = plan.kind === 'debtor' && self.debtorId !== null ? { id: self.debtorId } : debtors[debtorIndex % debtors.length];
    if (!debtor) throw new Error('no debtors');
    const client = plan.kind === 'client' ? { name: self.name, inn: self.inn } : supplierCompany(firstClient + (index % Math.max(plan.contracts, 1)));
    const date = addDays(WORLD_TODAY, -random.int(200, 900));
    return {
      externalId: `CF-${String(plan.seed).padStart(4, '0')}-${String(index + 1).padStart(2, '0')}`,
      num: `${random.int(100, 899)}/${date.slice(2, 4)}-ФК`,
      date,
      ...shape,
      owner,
      client,
      debtorId: debtor.id,
      limit: random.int(50, 900) * 100_000,
      // The last contract in force of an agent was never passed to the factor (checkSupplyParam false).
      supplyParamsPassed: !(plan.kind === 'agent' && index === plan.contracts - 1),
    };
  });
}
