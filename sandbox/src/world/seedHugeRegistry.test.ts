/** @jest-environment node */
import { HUGE_REGISTRY } from './seedHugeRegistry';
import { World } from './world';

describe('the 50 000-supply registry', () => {
  it('is one more draft of multi in LKK, with 50 000 distinct supplies built only when asked for', () => {
    const world = new World();
    const registry = world.registries.get(HUGE_REGISTRY.id);
    expect(registry).toMatchObject({ owner: 'multi/LKK', statusCode: 'DRAFT', category: 'MAIN' });
    expect(world.registriesOf('multi/LKK')).toHaveLength(7);
    expect(world.registriesOf('supplier/LKK')).toHaveLength(50);
    expect(world.supplies.countOf(HUGE_REGISTRY.id)).toBe(50_000);
    const supplies = world.supplies.ofRegistry(HUGE_REGISTRY.id);
    expect(new Set(supplies.map((supply) => supply.id)).size).toBe(50_000);
    expect(supplies.every((supply) => supply.contractExternalId === registry?.contractExternalId)).toBe(true);
  });
});
