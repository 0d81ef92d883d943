/** @jest-environment node */
import ExcelJS from 'exceljs';
import { DUPLICATED_REGISTRY_ID, SEEDED_BRANCHES } from '../world/seededBranches';
import { REGISTRY_SHEET_COLUMNS } from './registryWorkbook';
import { startRegistryTestKit, type RegistryTestKit } from './registryTestKit';

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

interface SupplyRow {
  id: number;
  supplyAmount: number | string;
  prime: boolean;
  active: boolean;
  invalid: boolean;
  updDocument: { document: { name: string } };
}

const suppliesOf = async (id: number, username = 'supplier', prefix = '/registries') => (await kit.json('GET', `${prefix}/${id}/supplies`, username)).body.supplies as SupplyRow[];

describe('duplicate check (spec §4)', () => {
  it('error 0 with duplicates: the supplies whose УПД is already in registry 1001', async () => {
    const { status, body } = await kit.json('GET', `/registries/checkduplicate/${SEEDED_BRANCHES.duplicates}`, 'supplier');
    expect(status).toBe(200);
    expect(body.error).toBe(0);
    expect(body.duplicates).toHaveLength(3);
    const own = await suppliesOf(SEEDED_BRANCHES.duplicates);
    const earlier = (await suppliesOf(DUPLICATED_REGISTRY_ID)).map((supply) => supply.updDocument.document.name);
    for (const id of body.duplicates) expect(earlier).toContain(own.find((supply) => supply.id === id)?.updDocument.document.name);
    const detail = (await kit.json('GET', `/registries/${SEEDED_BRANCHES.duplicates}/detail/lkk`, 'supplier')).body;
    expect(detail.registry).toMatchObject({ duplicates: 3, duplicate: true });
  });

  it.each([
    [SEEDED_BRANCHES.generate, false, true],
    [SEEDED_BRANCHES.validated, true, true],
  ])('error 0 without duplicates for %i (validated %s, valid originals %s)', async (id, validated, anyValid) => {
    const { body } = await kit.json('GET', `/registries/checkduplicate/${id}`, 'supplier');
    expect(body.error).toBe(0);
    expect(body.duplicates === 0 || (Array.isArray(body.duplicates) && body.duplicates.length === 0)).toBe(true);
    expect((await kit.json('GET', `/errorValidation/registries/${id}/validateStatus`, 'supplier')).body).toEqual({ validated, status: 'Черновик' });
    const files = (await kit.json('GET', `/registries/${id}/files`, 'supplier')).body;
    expect(files.origDocuments.some((doc: { valid: boolean }) => doc.valid)).toBe(anyValid);
  });

  it('error 2001 for wrong data, with the errors listed by errorValidation', async () => {
    const { body } = await kit.json('GET', `/registries/checkduplicate/${SEEDED_BRANCHES.wrongData}`, 'supplier');
    expect(body).toMatchObject({ error: 2001, message: 'В реестре указаны неверные данные' });
    const errors = await kit.json('GET', `/errorValidation/get/${SEEDED_BRANCHES.wrongData}`, 'supplier');
    expect(errors.status).toBe(200);
    expect(errors.body).toHaveLength(2);
    expect(errors.body[0].message).toMatch(/^Срок оплаты раньше даты поставки \(УПД № \d+ от \d\d\.\d\d\.\d{4}\)$/);
    expect((await kit.json('GET', `/errorValidation/get/${SEEDED_BRANCHES.validated}`, 'supplier')).body).toEqual([]);
  });

  it('answers the agent under /lka/registries/checkduplicate', async () => {
    const { status, body } = await kit.json('GET', `/lka/registries/checkduplicate/${SEEDED_BRANCHES.agentParamsPassed}`, 'agent');
    expect(status).toBe(200);
    expect(body.error).toBe(0);
  });
});

describe('checkSupplyParam', () => {
  it.each([
    [SEEDED_BRANCHES.agentParamsMissing, false],
    [SEEDED_BRANCHES.agentParamsPassed, true],
  ])('registry %i answers result %s', async (id, result) => {
    const { status, body } = await kit.json('GET', `/lka/registries/checkSupplyParam/${id}`, 'agent');
    expect(status).toBe(200);
    expect(body).toEqual({ result });
  });
});

describe('generate', () => {
  const generate = (id: number, body: unknown, isFinancing = 'false', username = 'supplier', prefix = '/registries') =>
    kit.call('POST', `${prefix}/${id}/generate?isFinancing=${isFinancing}`, username, body);

  it('answers a real .xlsx with the chosen supplies as rows and records it in the registry’s files', async () => {
    const id = SEEDED_BRANCHES.generate;
    const supplies = await suppliesOf(id);
    const chosen = supplies.filter((supply) => supply.prime || supply.active);
    expect(chosen.length).toBeGreaterThan(1);
    const response = await generate(id, { supplies: chosen.map((supply) => supply.id), type: 'registryFile' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent(`Реестр уступки Р-${id}/25`));
    const bytes = Buffer.from(await response.arrayBuffer());

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Реестр');
    if (!sheet) throw new Error('no sheet Реестр');
    expect(sheet.getRow(1).values).toEqual([undefined, ...REGISTRY_SHEET_COLUMNS]);
    const rows = chosen.map((_, index) => sheet.getRow(index + 2));
    expect(rows.map((row) => row.getCell(2).value)).toEqual(chosen.map((supply) => supply.updDocument.document.name));
    expect(rows.map((row) => row.getCell(7).value)).toEqual(chosen.map((supply) => Number(supply.supplyAmount)));
    const total = sheet.getRow(chosen.length + 2);
    expect(total.getCell(2).value).toBe('Итого');
    expect(total.getCell(7).value).toBeCloseTo(chosen.reduce((sum, supply) => sum + Number(supply.supplyAmount), 0), 2);

    const files = (await kit.json('GET', `/registries/${id}/files`, 'supplier')).body;
    const recorded = files.documentsForSigning.find((doc: { type: string }) => doc.type === 'registryFile');
    expect(recorded).toMatchObject({ registry: true });
    const stored = await kit.call('GET', `/binary/${recorded.id}`, 'supplier');
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);

    // A second generation replaces the first.
    await generate(id, { supplies: [chosen[0]?.id], type: 'all' });
    const again = (await kit.json('GET', `/registries/${id}/files`, 'supplier')).body.documentsForSigning.filter((doc: { type: string }) => doc.type === 'registryFile');
    expect(again).toHaveLength(1);
  });

  it('generates the financing request for the agent under /lka', async () => {
    const supplies = await suppliesOf(SEEDED_BRANCHES.agentParamsPassed, 'agent', '/lka/registries');
    const chosen = supplies.filter((supply) => !supply.invalid).slice(0, 2).map((supply) => supply.id);
    const response = await generate(SEEDED_BRANCHES.agentParamsPassed, { supplies: chosen, type: 'registryFile' }, 'true', 'agent', '/lka/registries');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('Заявка на финансирование'));
    const files = (await kit.json('GET', `/lka/registries/${SEEDED_BRANCHES.agentParamsPassed}/files`, 'agent')).body;
    expect(files.documentsForSigning.map((doc: { type: string }) => doc.type)).toContain('financingFile');
  });

  it.each([
    ['no isFinancing', 'x', { supplies: [1], type: 'all' }, 'Параметр isFinancing должен быть true или false'],
    ['no supplies', 'false', { supplies: [], type: 'all' }, 'Неверное поле «supplies»: значение слишком короткое или маленькое (минимум 1)'],
    ['a wrong type', 'false', { supplies: [1], type: 'pdf' }, 'Неверное поле «type»: допустимые значения: all, registryFile'],
    ['a supply of another registry', 'false', { supplies: [1], type: 'all' }, `Поставки 1 не входят в реестр Р-${SEEDED_BRANCHES.generate}/25`],
  ])('answers 400 for %s', async (_case, isFinancing, body, message) => {
    const response = await generate(SEEDED_BRANCHES.generate, body, isFinancing);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it('refuses to finance supplies the debtor has not verified', async () => {
    const invalid = (await suppliesOf(SEEDED_BRANCHES.large)).find((supply) => supply.invalid);
    const response = await generate(SEEDED_BRANCHES.large, { supplies: [invalid?.id], type: 'registryFile' }, 'true');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(`Поставки ${invalid?.id} не верифицированы дебитором: финансирование невозможно`);
  });
});

describe('another user’s registry id answers 404 on every call that takes one', () => {
  const id = SEEDED_BRANCHES.generate;
  it.each([
    ['GET', `/registries/${id}/detail/lkp`],
    ['GET', `/registries/${id}/registry/lkp`],
    ['GET', `/registries/${id}/supplies`],
    ['GET', `/registries/${id}/files`],
    ['GET', `/registries/checkduplicate/${id}`],
    ['GET', `/errorValidation/get/${id}`],
    ['GET', `/errorValidation/registries/${id}/validateStatus`],
    ['DELETE', `/common/delete/${id}`],
    ['DELETE', `/registries/${id}/documents/1`],
    ['POST', `/registries/${id}/generate?isFinancing=false`],
    ['POST', `/registries/${id}/documents`],
  ])('principal: %s %s', async (method, path) => {
    const response =
      path.endsWith('/documents')
        ? await kit.upload(path, 'principal', [{ name: 'Акт.pdf', content: '%PDF-1.4' }])
        : await kit.call(method, path, 'principal', method === 'POST' ? { supplies: [1], type: 'all' } : undefined);
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe(`Реестр ${id} не найден`);
  });

  it.each([
    ['GET', `/lka/registries/${SEEDED_BRANCHES.agentParamsPassed}/detail/lka`],
    ['GET', `/lka/registries/checkSupplyParam/${SEEDED_BRANCHES.agentParamsPassed}`],
    ['GET', `/lka/registries/checkduplicate/${SEEDED_BRANCHES.agentParamsPassed}`],
    ['GET', `/lka/registries/${SEEDED_BRANCHES.agentParamsPassed}/files`],
  ])('multi as agent: %s %s', async (method, path) => {
    const multi = await kit.token('multi');
    const switched = await fetch(`${kit.sandbox.urls.main}/api/v2/user/105/scope`, { method: 'PUT', headers: { authorization: `Bearer ${multi}`, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' }, body: JSON.stringify({ scope: 'LKA' }) });
    expect(switched.status).toBeLessThan(300);
    expect((await kit.call(method, path, 'multi')).status).toBe(404);
  });

  it('the debtor’s one-stage detail of another debtor’s registry', async () => {
    const multiAsDebtor = await kit.token('multi');
    await fetch(`${kit.sandbox.urls.main}/api/v2/user/105/scope`, { method: 'PUT', headers: { authorization: `Bearer ${multiAsDebtor}`, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' }, body: JSON.stringify({ scope: 'LKD' }) });
    const debtorRegistry = (await kit.json('POST', '/lkd/registries', 'debtor', { sortBy: 'create_date', sortDesc: true, page: 0, size: 20, pagination: true })).body.items[0].id;
    expect((await kit.call('GET', `/lkd/registries/${debtorRegistry}/detail`, 'multi')).status).toBe(404);
  });
});
