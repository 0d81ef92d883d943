/** @jest-environment node */
import ExcelJS from 'exceljs';
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

interface SupplyRow {
  id: number;
  active: boolean;
  prime: boolean;
  financing: boolean;
  invalid: boolean;
}

const suppliesOf = async (id: number) => (await kit.json('GET', `/registries/${id}/supplies`, 'supplier')).body.supplies as SupplyRow[];

async function sheetRows(bytes: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows: unknown[][] = [];
  workbook.getWorksheet('Реестр')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe("generate type 'all' (CONTRACT.md Part 2)", () => {
  it('saves the choice and the funding date, records the registry file and the request for financing', async () => {
    const id = SEEDED_BRANCHES.validated;
    const supplies = await suppliesOf(id);
    const valid = supplies.filter((supply) => !supply.invalid);
    const chosen = valid.slice(0, 3).map((supply) => supply.id);
    const financing = chosen.slice(0, 2);
    const answer = await kit.call('POST', `/registries/${id}/generate?isFinancing=true`, 'supplier', { supplies: chosen, type: 'all', financing, futureFundingDate: '2025-05-13' });
    expect(answer.status).toBe(200);
    expect(decodeURIComponent(answer.headers.get('content-disposition') ?? '')).toMatch(/Реестр уступки .*\.xlsx/);
    const rows = await sheetRows(await answer.arrayBuffer());
    expect(rows).toHaveLength(1 + chosen.length + 1);

    const saved = await suppliesOf(id);
    for (const supply of saved) {
      expect(supply.active).toBe(chosen.includes(supply.id));
      expect(supply.financing).toBe(financing.includes(supply.id));
      if (!chosen.includes(supply.id)) expect(supply.prime).toBe(false);
    }
    expect((await kit.json('GET', `/registries/${id}/detail/lkk`, 'supplier')).body.futureFundingDate).toBe('2025-05-13');
    const files = (await kit.json('GET', `/registries/${id}/files`, 'supplier')).body;
    expect(files.documentsForSigning.map((doc: { type: string }) => doc.type).sort()).toEqual(['financingFile', 'registryFile']);

    // Generating again with nothing to finance drops the stale request for financing.
    await kit.call('POST', `/registries/${id}/generate?isFinancing=false`, 'supplier', { supplies: chosen, type: 'all', financing: [] });
    const again = (await kit.json('GET', `/registries/${id}/files`, 'supplier')).body;
    expect(again.documentsForSigning.map((doc: { type: string }) => doc.type)).toEqual(['registryFile']);
  });

  it.each([
    ['a weekend funding date', { futureFundingDate: '2025-05-10' }, 'true', /не рабочий день/],
    ['isFinancing that disagrees with the list', {}, 'false', /Параметр isFinancing/],
  ])('refuses %s with 400', async (_case, extra, isFinancing, message) => {
    const id = SEEDED_BRANCHES.validated;
    const valid = (await suppliesOf(id)).filter((supply) => !supply.invalid);
    const body = { supplies: [valid[0]!.id], type: 'all', financing: [valid[0]!.id], ...extra };
    const refused = await kit.json('POST', `/registries/${id}/generate?isFinancing=${isFinancing}`, 'supplier', body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(message);
  });
});

describe('sign: the signing document id of spec §6', () => {
  it("refuses 'ecpdebtor' from a client cabinet", async () => {
    const refused = await kit.json('POST', `/registries/${SEEDED_BRANCHES.validated}/sign`, 'supplier', { documentId: 'ecpdebtor', signatures: [{ id: 1, signature: 'x' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/«ecp»/);
  });
});

describe('sign: the debtor signs with ecpdebtor under /lkd/registries', () => {
  it("accepts 'ecpdebtor' with the debtor's own certificate and refuses 'ecp'", async () => {
    const items = (await kit.json('POST', '/lkd/registries', 'debtor', { ...LIST_FILTER, pagination: false })).body.items;
    const onCheck = items.find((item: { status: { code?: string } | string }) => typeof item.status === 'object' && item.status.code === 'ON_CHECK');
    expect(onCheck).toBeDefined();
    expect((await kit.json('POST', '/sign/check', 'debtor', { registryId: onCheck.id })).body.result).toBe(true);
    const detail = (await kit.json('GET', `/lkd/registries/${onCheck.id}/detail`, 'debtor')).body;
    const doc = detail.documentsForSigning[0];
    const bytes = Buffer.from(await (await kit.call('GET', `/binary/${doc.id}`, 'debtor')).arrayBuffer());
    const { authority } = kit.sandbox.state.settings;
    const certificate = authority.certificates.find((candidate) => candidate.kind === 'own' && candidate.username === 'debtor')!;
    const signature = authority.sign(certificate.thumbprint, authority.hash(bytes.toString('base64')));
    const signatures = detail.documentsForSigning.length === 1 ? [{ id: doc.id, signature }] : null;
    expect(signatures).not.toBeNull();
    expect((await kit.json('POST', `/lkd/registries/${onCheck.id}/sign`, 'debtor', { documentId: 'ecp', signatures })).status).toBe(400);
    expect((await kit.json('POST', `/lkd/registries/${onCheck.id}/sign`, 'debtor', { documentId: 'ecpdebtor', signatures })).status).toBe(200);
  });
});
