/** @jest-environment node */
import { isValidInn } from '../users/innCheckDigits';
import { LARGE_REGISTRY_SUPPLIES, SEEDED_BRANCHES } from './seededBranches';
import { World } from './world';

const snapshot = (world: World) =>
  JSON.stringify({
    debtors: [...world.debtors.values()],
    contracts: [...world.contracts.values()],
    registries: [...world.registries.values()],
    supplies: [1001, 1050, SEEDED_BRANCHES.duplicates, SEEDED_BRANCHES.agentParamsMissing].map((id) => world.supplies.ofRegistry(id)),
  });

describe('the demo world', () => {
  it('is the same on every run and after reset', () => {
    const first = new World();
    const second = new World();
    expect(snapshot(first)).toBe(snapshot(second));
    const before = snapshot(first);
    first.registries.delete(1001);
    first.reset();
    expect(snapshot(first)).toBe(before);
  });

  it('has debtors and clients with valid INNs and realistic Russian names', () => {
    const world = new World();
    for (const debtor of world.debtors.values()) {
      expect(isValidInn(debtor.inn)).toBe(true);
      expect(debtor.name).toMatch(/^(ООО|АО|ПАО) "[А-ЯЁ]/);
    }
    for (const contract of world.contracts.values()) expect(contract.client.name).toMatch(/^(ООО|АО|ПАО) "/);
  });

  it('builds the 10 000 supplies only when asked, with distinct ids and УПД names', () => {
    const world = new World();
    expect(world.supplies.countOf(SEEDED_BRANCHES.large)).toBe(LARGE_REGISTRY_SUPPLIES);
    const supplies = world.supplies.ofRegistry(SEEDED_BRANCHES.large);
    expect(new Set(supplies.map((supply) => supply.id)).size).toBe(LARGE_REGISTRY_SUPPLIES);
    expect(new Set(supplies.map((supply) => supply.updName)).size).toBe(LARGE_REGISTRY_SUPPLIES);
    expect(supplies.filter((supply) => supply.invalid).length).toBeGreaterThan(0);
    expect(world.supplies.amountOf(SEEDED_BRANCHES.large)).toBeCloseTo(supplies.reduce((sum, supply) => sum + supply.amount, 0), 0);
  });

  it('gives every registry state, both categories and all three sources to the supplier', () => {
    const registries = new World().registriesOf('supplier/LKK');
    expect(new Set(registries.map((registry) => registry.statusCode))).toEqual(new Set(['DRAFT', 'ON_CHECK', 'SIGNED', 'SENT_TO_FACTOR', 'FINANCED', 'REJECTED']));
    expect(new Set(registries.map((registry) => registry.category))).toEqual(new Set(['MAIN', 'AGENT']));
    expect(new Set(registries.map((registry) => registry.source))).toEqual(new Set(['Дебитор', 'Фактор', 'Клиент']));
  });

  it('finds duplicates (УПД of an earlier registry) only in the seeded duplicates registry', () => {
    const world = new World();
    const withDuplicates = world.registriesOf('supplier/LKK').filter((registry) => world.duplicatesIn(registry).length > 0).map((registry) => registry.id);
    expect(withDuplicates).toEqual([SEEDED_BRANCHES.duplicates]);
  });
});
