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

/** Fixes the sandbox's clock (Date only: the server's timers and sockets keep running). */
function fixNow(iso: string): void {
  jest.useFakeTimers({ now: new Date(iso), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
}

/** A JSON call with a token issued at the fixed clock (the kit's cached tokens belong to the real one). */
async function jsonAt(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const token = await kit.sandbox.accessTokenOf('supplier');
  const response = await fetch(`${kit.sandbox.urls.main}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // A generated registry answers with the .xlsx, not JSON.
  if (!(response.headers.get('content-type') ?? '').includes('json')) return { status: response.status, body: undefined };
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe("generate type 'all' (registries CONTRACT.md: choosing supplies, generate)", () => {
  afterEach(() => jest.useRealTimers());

  it('saves the choice and the funding date, records the registry file and the request for financing', async () => {
    const id = SEEDED_BRANCHES.validated;
    const supplies = await suppliesOf(id);
    const valid = supplies.filter((supply) => !supply.invalid);
    const chosen = valid.slice(0, 3).map((supply) => supply.id);
    const financing = chosen.slice(0, 2);
    // Monday 12 May 2025: the next working day is Tuesday the 13th.
    fixNow('2025-05-12T09:00:00Z');
    const token = await kit.sandbox.accessTokenOf('supplier');
    const answer = await fetch(`${kit.sandbox.urls.main}/api/registries/${id}/generate?isFinancing=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify({ supplies: chosen, type: 'all', financing, futureFundingDate: '2025-05-13' }),
    });
    jest.useRealTimers();
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
    ['a weekend funding date', { futureFundingDate: '2025-05-17' }, 'true', /17\.05\.2025 — не рабочий день/],
    ['a funding date in the past', { futureFundingDate: '2025-05-02' }, 'true', /02\.05\.2025 уже прошла .*не раньше 13\.05\.2025/],
    ['today as the funding date', { futureFundingDate: '2025-05-12' }, 'true', /не раньше 13\.05\.2025/],
    ['a day that does not exist', { futureFundingDate: '31.02.2026' }, 'true', /такой даты нет/],
    ['isFinancing that disagrees with the list', {}, 'false', /Параметр isFinancing/],
  ])('refuses %s with 400', async (_case, extra, isFinancing, message) => {
    const id = SEEDED_BRANCHES.validated;
    const valid = (await suppliesOf(id)).filter((supply) => !supply.invalid);
    const body = { supplies: [valid[0]!.id], type: 'all', financing: [valid[0]!.id], ...extra };
    fixNow('2025-05-12T09:00:00Z');
    const refused = await jsonAt('POST', `/registries/${id}/generate?isFinancing=${isFinancing}`, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(message);
  });
});

describe('the funding date against the clock and the work calendar', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    // Friday 27 November 2026: 2 November has passed, today is too late, the next working day is Monday the 30th.
    ['2026-11-27T10:00:00Z', '2026-11-02', 400],
    ['2026-11-27T10:00:00Z', '2026-11-27', 400],
    ['2026-11-27T10:00:00Z', '2026-11-28', 400],
    ['2026-11-27T10:00:00Z', '2026-11-30', 200],
    // Tuesday 3 November 2026: the 4th is a holiday, so the 5th is the first day offered.
    ['2026-11-03T10:00:00Z', '2026-11-04', 400],
    ['2026-11-03T10:00:00Z', '2026-11-05', 200],
  ])('at %s generate with %s answers %s', async (now, date, status) => {
    const id = SEEDED_BRANCHES.validated;
    const valid = (await suppliesOf(id)).filter((supply) => !supply.invalid);
    fixNow(now);
    const answer = await jsonAt('POST', `/registries/${id}/generate?isFinancing=false`, { supplies: [valid[0]!.id], type: 'all', financing: [], futureFundingDate: date });
    expect(answer.status).toBe(status);
  });

  it('offers the work calendar of the year after the run, too', async () => {
    fixNow('2027-03-01T10:00:00Z');
    const { body } = await jsonAt('GET', '/workCalendar');
    expect(body).toContain('2028-03-01');
    expect(body).not.toContain('2028-03-04');
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
