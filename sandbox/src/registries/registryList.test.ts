/** @jest-environment node */
import { SEEDED_BRANCHES } from '../world/seededBranches';
import { LIST_FILTER, startRegistryTestKit, type RegistryTestKit } from './registryTestKit';

jest.setTimeout(60_000);

let kit: RegistryTestKit;

beforeAll(async () => {
  kit = await startRegistryTestKit();
});
afterAll(async () => {
  await kit.sandbox.stop();
});
afterEach(async () => {
  await kit.sandbox.call('/__sandbox/reset', { method: 'POST' });
});

const list = (username: string, filter: Record<string, unknown> = {}, prefix = '/registries') => kit.json('POST', prefix, username, { ...LIST_FILTER, ...filter });
const numeric = (value: unknown) => Number(value);
const statusName = (status: unknown) => (typeof status === 'string' ? status : (status as { name: string }).name);

describe('POST /registries (list)', () => {
  it('pages the supplier’s registries at 20, newest first, the branch registries on top', async () => {
    const first = await list('supplier');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(50);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items.slice(0, 5).map((item: { id: number }) => item.id)).toEqual([7001, 7002, 7003, 7004, 7005]);
    const third = await list('supplier', { page: 2 });
    expect(third.body.items).toHaveLength(10);
    const all = await list('supplier', { pagination: false });
    expect(all.body.items).toHaveLength(50);
    const paged = [...first.body.items, ...(await list('supplier', { page: 1 })).body.items, ...third.body.items].map((item: { id: number }) => item.id);
    expect(paged).toEqual(all.body.items.map((item: { id: number }) => item.id));
  });

  it.each([
    ['create_date', (item: { createDate: string }) => item.createDate],
    ['amount', (item: { amount: unknown }) => numeric(item.amount)],
    ['debtor', (item: { debtor: string }) => item.debtor],
    ['status', (item: { status: unknown }) => statusName(item.status)],
    ['number', (item: { number: string }) => item.number],
  ])('sorts by %s both ways on the server', async (sortBy, key) => {
    const collator = new Intl.Collator('ru', { numeric: true });
    const compare = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b)));
    for (const sortDesc of [false, true]) {
      const { body } = await list('supplier', { sortBy, sortDesc, pagination: false });
      const keys = body.items.map(key as (item: unknown) => unknown);
      const sorted = [...keys].sort((a, b) => (sortDesc ? -compare(a, b) : compare(a, b)));
      expect(keys).toEqual(sorted);
    }
  });

  it('filters by source and category', async () => {
    const all = (await list('supplier', { pagination: false })).body.items as Array<{ source: string; category: string }>;
    for (const source of ['Дебитор', 'Фактор', 'Клиент']) {
      for (const category of ['MAIN', 'AGENT']) {
        const { body } = await list('supplier', { source, category, pagination: false });
        const expected = all.filter((item) => item.source === source && item.category === category).length;
        expect(expected).toBeGreaterThan(0);
        expect(body.total).toBe(expected);
        expect(body.items.every((item: { source: string; category: string }) => item.source === source && item.category === category)).toBe(true);
      }
    }
  });

  it('gives every demo user their own registries; the newcomer has none', async () => {
    const ids = new Map<string, number[]>();
    for (const [username, prefix] of [['supplier', '/registries'], ['principal', '/registries'], ['debtor', '/lkd/registries'], ['agent', '/lka/registries'], ['multi', '/registries'], ['newcomer', '/registries']] as const) {
      const { status, body } = await list(username, { pagination: false }, prefix);
      expect(status).toBe(200);
      ids.set(username, body.items.map((item: { id: number }) => item.id));
    }
    expect(ids.get('newcomer')).toEqual([]);
    const owners = [...ids.values()].flat();
    expect(new Set(owners).size).toBe(owners.length);
    expect(ids.get('agent')).toEqual(expect.arrayContaining([SEEDED_BRANCHES.agentParamsMissing, SEEDED_BRANCHES.agentParamsPassed]));
  });

  it('varies the answer deterministically where the contract is silent', async () => {
    const { body } = await list('supplier', { pagination: false });
    const item = (id: number) => body.items.find((candidate: { id: number }) => candidate.id === id);
    const byFive = body.items.find((candidate: { id: number }) => candidate.id % 5 === 0 && candidate.id % 7 !== 0);
    expect(typeof byFive.amount).toBe('string');
    const bySeven = body.items.find((candidate: { id: number }) => candidate.id % 7 === 0);
    expect(typeof bySeven.status).toBe('string');
    expect(item(7001).status).toEqual({ code: 'DRAFT', name: 'Черновик' });
    expect(item(7001).permissions).toContain('change');
  });

  it.each([
    [{ sortBy: 'createDate' }, 'Неверное поле «sortBy»'],
    [{ page: -1 }, 'Неверное поле «page»'],
    [{ size: 0 }, 'Неверное поле «size»'],
    [{ source: 'Банк' }, 'Неверное поле «source»'],
    [{ category: 'OTHER' }, 'Неверное поле «category»'],
    [{ extra: 1 }, 'лишние поля: extra'],
  ])('answers 400 with a Russian message for %j', async (change, message) => {
    const { status, body } = await list('supplier', change);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('answers 400 for a missing sortBy', async () => {
    const { sortBy: _sortBy, ...rest } = LIST_FILTER;
    const { status, body } = await kit.json('POST', '/registries', 'supplier', rest);
    expect(status).toBe(400);
    expect(body.message).toBe('Не заполнено обязательное поле «sortBy»');
  });
});

describe('cabinet prefixes', () => {
  it.each([
    ['debtor', 'POST', '/registries'],
    ['agent', 'POST', '/registries'],
    ['debtor', 'GET', '/registries/7001/files'],
    ['agent', 'GET', '/registries/checkduplicate/7001'],
    ['supplier', 'POST', '/lka/registries'],
    ['supplier', 'POST', '/lkd/registries'],
    ['principal', 'GET', '/lka/dict/contract-facts'],
  ])('refuses %s on %s %s with 403', async (username, method, path) => {
    const response = await kit.call(method, path, username, method === 'POST' ? LIST_FILTER : undefined);
    expect(response.status).toBe(403);
  });
});
