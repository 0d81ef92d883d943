/** @jest-environment node */
import { SEEDED_BRANCHES } from '../world/seededBranches';
import { startRegistryTestKit, type RegistryTestKit } from './registryTestKit';

jest.setTimeout(60_000);

let kit: RegistryTestKit;

beforeAll(async () => {
  kit = await startRegistryTestKit();
});
afterAll(async () => {
  await kit.sandbox.stop();
});

describe('detail stages', () => {
  it('answers the four stages of a supplier registry', async () => {
    const id = SEEDED_BRANCHES.validated;
    const detail = await kit.json('GET', `/registries/${id}/detail/lkk`, 'supplier');
    expect(detail.status).toBe(200);
    expect(detail.body.registry).toMatchObject({ id, duplicates: 0, duplicate: false, validated: true, status: { code: 'DRAFT', name: 'Черновик' } });
    expect(detail.body.permissions).toContain('change');
    expect(detail.body.total).toBe(7);

    const header = await kit.json('GET', `/registries/${id}/registry/lkk`, 'supplier');
    expect(header.status).toBe(200);
    expect(header.body).toMatchObject({ supplier: 'ООО "Ромашка"', number: `Р-${id}/25` });
    expect(header.body.debtorInn).toMatch(/^\d{10}$/);

    const supplies = await kit.json('GET', `/registries/${id}/supplies`, 'supplier');
    expect(supplies.status).toBe(200);
    expect(supplies.body.supplies).toHaveLength(7);
    expect(supplies.body.supplies[0].updDocument.document.name).toMatch(/^УПД № \d+ от \d\d\.\d\d\.\d{4}$/);
    const sum = supplies.body.supplies.reduce((total: number, supply: { supplyAmount: unknown }) => total + Number(supply.supplyAmount), 0);
    expect(sum).toBeCloseTo(header.body.amount, 2);

    const files = await kit.json('GET', `/registries/${id}/files`, 'supplier');
    expect(files.status).toBe(200);
    expect(files.body.origDocuments).toHaveLength(3);
    expect(files.body.origDocuments.every((doc: { valid: boolean }) => doc.valid)).toBe(true);
  });

  it('answers the principal under /registries with lkp and the agent under /lka/registries with lka', async () => {
    const principalList = await kit.json('POST', '/registries', 'principal', { sortBy: 'create_date', sortDesc: true, page: 0, size: 20, pagination: true });
    const principalId = principalList.body.items[0].id;
    expect((await kit.json('GET', `/registries/${principalId}/detail/lkp`, 'principal')).status).toBe(200);
    expect((await kit.json('GET', `/registries/${principalId}/detail/lkk`, 'principal')).status).toBe(400);
    expect((await kit.json('GET', `/lka/registries/${SEEDED_BRANCHES.agentParamsPassed}/detail/lka`, 'agent')).status).toBe(200);
    expect((await kit.json('GET', `/lka/registries/${SEEDED_BRANCHES.agentParamsPassed}/supplies`, 'agent')).body.supplies).toHaveLength(9);
  });

  // How fast it is served is the bench's to measure, not a unit test's on a shared machine.
  it('serves the 10 000 supplies of the large registry, each once', async () => {
    const { body } = await kit.json('GET', `/registries/${SEEDED_BRANCHES.large}/supplies`, 'supplier');
    expect(body.supplies).toHaveLength(10_000);
    expect(new Set(body.supplies.map((supply: { id: number }) => supply.id)).size).toBe(10_000);
  });

  it('answers the debtor’s one-stage detail', async () => {
    const list = await kit.json('POST', '/lkd/registries', 'debtor', { sortBy: 'create_date', sortDesc: true, page: 0, size: 20, pagination: true });
    expect(list.body.total).toBe(9);
    const id = list.body.items[0].id;
    const { status, body } = await kit.json('GET', `/lkd/registries/${id}/detail`, 'debtor');
    expect(status).toBe(200);
    expect(body.registry).toMatchObject({ id, debtor: 'АО "Торговый дом Север"' });
    expect(body.supplies.length).toBe(body.total);
    expect(body).toHaveProperty('documents');
    expect(body).toHaveProperty('origDocuments');
  });

  it.each([
    ['GET', `/registries/${SEEDED_BRANCHES.large}/detail/lkk`],
    ['GET', `/registries/${SEEDED_BRANCHES.large}/registry/lkk`],
    ['GET', `/registries/${SEEDED_BRANCHES.large}/supplies`],
    ['GET', `/registries/${SEEDED_BRANCHES.large}/files`],
  ])('refuses another user’s registry on %s %s with 404', async (method, path) => {
    const { status, body } = await kit.json(method, path.replace('/lkk', '/lkp'), 'principal');
    expect(status).toBe(404);
    expect(body.message).toBe(`Реестр ${SEEDED_BRANCHES.large} не найден`);
  });

  it.each([
    ['supplier', 'GET', '/registries/abc/detail/lkk'],
    ['supplier', 'GET', '/registries/abc/registry/lkk'],
    ['supplier', 'GET', '/registries/abc/supplies'],
    ['supplier', 'GET', '/registries/abc/files'],
    ['supplier', 'GET', '/registries/checkduplicate/abc'],
    ['supplier', 'GET', '/errorValidation/get/abc'],
    ['supplier', 'GET', '/errorValidation/registries/abc/validateStatus'],
    ['supplier', 'DELETE', '/common/delete/abc'],
    ['supplier', 'POST', '/registries/abc/action'],
    ['supplier', 'POST', '/registries/abc/generate?isFinancing=false'],
    ['agent', 'GET', '/lka/registries/checkSupplyParam/abc'],
    ['agent', 'GET', '/lka/registries/abc/files'],
    ['debtor', 'GET', '/lkd/registries/abc/detail'],
  ])('%s: %s %s answers 400 for an id that is not a number', async (username, method, path) => {
    const { status, body } = await kit.json(method, path, username, method === 'POST' ? {} : undefined);
    expect(status).toBe(400);
    expect(body.message).toBe('Неверный идентификатор реестра: «abc»');
  });

  it('answers 400 for a file id that is not a number and 404 for an unknown one', async () => {
    const bad = await kit.json('GET', '/binary/abc', 'supplier');
    expect(bad).toEqual({ status: 400, body: { message: 'Неверный идентификатор файла: «abc»' } });
    expect((await kit.json('GET', '/binary/999999', 'supplier')).status).toBe(404);
  });
});
