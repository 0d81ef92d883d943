/** @jest-environment node */
import { startRegistryTestKit, type RegistryTestKit } from '../registries/registryTestKit';

jest.setTimeout(60_000);

let kit: RegistryTestKit;

beforeAll(async () => {
  kit = await startRegistryTestKit();
});
afterAll(async () => {
  await kit.sandbox.stop();
});

describe('GET /lkk/tariffs, /lkp/tariffs', () => {
  it('lists the supplier’s contracts that the client list keeps, with tariff lines, the same on every call', async () => {
    const first = await kit.json('GET', '/lkk/tariffs', 'supplier');
    expect(first.status).toBe(200);
    const nums = first.body.items.map((item: { contractFactNum: string }) => item.contractFactNum);
    // Spec §5's client list: 'Действует' or 'Закрыт', a DIRECT_ type, showContract (the supplier has 7 such).
    const dictionary = (await kit.json('GET', '/lkk/dict/debtors', 'supplier')).body as Array<{ contractFactNum: string; contractFactNumStatus: string; type: string; showContract: boolean }>;
    const kept = dictionary.filter((entry) => ['Действует', 'Закрыт'].includes(entry.contractFactNumStatus) && /DIRECT_/.test(entry.type) && entry.showContract).map((entry) => entry.contractFactNum);
    expect(nums).toHaveLength(7);
    expect([...nums].sort()).toEqual([...new Set(kept)].sort());
    expect(first.body.items[0].lines.length).toBeGreaterThanOrEqual(3);
    expect((await kit.json('GET', '/lkk/tariffs', 'supplier')).body).toEqual(first.body);
  });

  it('answers the principal on its prefix and refuses the agent and a body', async () => {
    const principal = await kit.json('GET', '/lkp/tariffs', 'principal');
    const supplierNums = new Set((await kit.json('GET', '/lkk/tariffs', 'supplier')).body.items.map((item: { contractFactNum: string }) => item.contractFactNum));
    expect(principal.body.items.length).toBeGreaterThan(0);
    expect(principal.body.items.some((item: { contractFactNum: string }) => supplierNums.has(item.contractFactNum))).toBe(false);
    expect((await kit.call('GET', '/lkk/tariffs', 'agent')).status).toBe(403);
  });
});
