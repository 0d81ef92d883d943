import type { World } from '../world/world';
import type { Contract, Debtor, OwnerKey, Registry, RegistryStatusCode, Supply } from '../world/worldTypes';

/** Registry states whose supplies the factor has received: they appear in reports (a draft's do not). */
const REPORTED_STATES: readonly RegistryStatusCode[] = ['SIGNED', 'SENT_TO_FACTOR', 'FINANCED'];
/** States after which the debtor pays the factor (the assignment was notified). */
const ASSIGNED_STATES: readonly RegistryStatusCode[] = ['SENT_TO_FACTOR', 'FINANCED'];

/** A supply with what the reports show beside it. */
export interface ReportedSupply {
  supply: Supply;
  registry: Registry;
  contract: Contract;
  debtor: Debtor;
  /** The debtor pays the factor for it (registry sent or financed). */
  assigned: boolean;
  /** The factor financed it (registry financed). */
  financed: boolean;
}

/**
 * The owner's supplies the reports speak of: those of their registries signed, sent to the factor or financed, read
 * from the world as the registry screens read them (the 10 000-supply draft is never built here).
 */
export function reportedSupplies(world: World, owner: OwnerKey): ReportedSupply[] {
  return world
    .registriesOf(owner)
    .filter((registry) => REPORTED_STATES.includes(registry.statusCode))
    .flatMap((registry) => {
      const contract = world.contractOf(registry);
      return world.supplies.ofRegistry(registry.id).map((supply) => ({
        supply,
        registry,
        contract,
        debtor: world.debtor(supply.debtorId),
        assigned: ASSIGNED_STATES.includes(registry.statusCode),
        financed: registry.statusCode === 'FINANCED',
      }));
    });
}
