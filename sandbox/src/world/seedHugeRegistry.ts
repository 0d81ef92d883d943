import { seededRandom } from './seededRandom';
import { seedRegistry } from './seedRegistry';
import type { SeedTarget } from './seedTarget';
import { WORLD_TODAY } from './worldCalendar';
import { ownerKey } from './worldTypes';

/**
 * A draft registry of 50 000 supplies: the portal's supplies grid must stay quick at that size. It is one
 * more registry of the demo user multi in LKK, seeded after everything else so that no other id or count changes
 * (the supplier's 10 000-supply registry 7005 stays the one the other tests count on).
 */
export const HUGE_REGISTRY = { id: 7006, owner: ownerKey('multi', 'LKK'), supplies: 50_000 } as const;

export function seedHugeRegistry(world: SeedTarget): void {
  const contract = [...world.contracts.values()].find(
    (candidate) => candidate.owner === HUGE_REGISTRY.owner && candidate.showContract && candidate.afStatus === 'Действует' && candidate.status === 'Действует',
  );
  if (!contract) throw new Error(`${HUGE_REGISTRY.owner} has no contract in force`);
  seedRegistry(world, {
    id: HUGE_REGISTRY.id,
    contract,
    category: 'MAIN',
    source: 'Клиент',
    statusCode: 'DRAFT',
    createDate: `${WORLD_TODAY}T09:00:00.000Z`,
    supplyCount: HUGE_REGISTRY.supplies,
    originals: 3,
    random: seededRandom(7006),
  });
}
