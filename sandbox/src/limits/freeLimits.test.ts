/** @jest-environment node */
import { startRegistryTestKit, type RegistryTestKit } from '../registries/registryTestKit';

let kit: RegistryTestKit;

beforeAll(async () => {
  kit = await startRegistryTestKit();
});
afterAll(async () => {
  await kit.sandbox.stop();
});

interface Limits {
  limits: Array<{ contractFactNum: string; freeLimit: number | string }>;
  sumLimit: number;
}

describe('free limits from the demo world', () => {
  it.each([
    ['supplier', 'LKK', '/lkk/tariffs'],
    ['principal', 'LKP', '/lkp/tariffs'],
  ])("%s's limits name their contracts as the tariffs do, each free limit within the contract's limit, summed", async (username, scope, tariffsPath) => {
    const { body } = await kit.json<Limits>('POST', '/lkk/user/limits', username, { username, scope });
    const tariffs = (await kit.json<{ items: Array<{ contractFactNum: string; limit: number; status: string }> }>('GET', tariffsPath, username)).body.items;
    expect(body.limits.length).toBeGreaterThan(0);
    let cents = 0;
    for (const limit of body.limits) {
      const tariff = tariffs.find((entry) => entry.contractFactNum === limit.contractFactNum);
      expect(tariff?.status).toBe('Действует');
      const free = Number(limit.freeLimit);
      expect(free).toBeGreaterThanOrEqual(0);
      expect(free).toBeLessThanOrEqual(tariff?.limit ?? -1);
      cents += Math.round(free * 100);
    }
    expect(body.sumLimit).toBe(cents / 100);
    // Financed supplies use part of at least one contract's limit.
    expect(body.limits.some((limit) => Number(limit.freeLimit) < (tariffs.find((entry) => entry.contractFactNum === limit.contractFactNum)?.limit ?? 0))).toBe(true);
  });

  it("a registry's alllimit is its contract's free limit, as the limits call gives it", async () => {
    const { body: limits } = await kit.json<Limits>('POST', '/lkk/user/limits', 'supplier', { username: 'supplier', scope: 'LKK' });
    const list = (await kit.json<{ items: Array<{ id: number; contractFactNum: string }> }>('POST', '/registries', 'supplier', { sortBy: 'create_date', sortDesc: true, page: 0, size: 50, pagination: true, category: 'MAIN' })).body.items;
    const registry = list.find((entry) => limits.limits.some((limit) => limit.contractFactNum === entry.contractFactNum));
    expect(registry).toBeDefined();
    const detail = (await kit.json<{ alllimit: number | string }>('GET', `/registries/${registry?.id}/detail/lkk`, 'supplier')).body;
    const limit = limits.limits.find((entry) => entry.contractFactNum === registry?.contractFactNum);
    expect(Number(detail.alllimit)).toBe(Number(limit?.freeLimit));
  });
});
