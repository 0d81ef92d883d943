/** @jest-environment node */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { edmStoreOf } from '../edm/edmStore';
import { eventsOf } from '../events/eventsState';
import { reportWorkbook } from '../reports/reportWorkbook';
import { suppliesReport } from '../reports/suppliesReport';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { ownerKey } from '../world/worldTypes';

jest.setTimeout(60_000);

const TEXT = '=HYPERLINK("http://evil","x") <img src=x onerror="window.__xss=1"> ../x';
const LOGO = '<svg onload="window.__xss=1"><script>window.__xss=1</script></svg>';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.stop();
});

afterEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

const plant = (body: unknown) => sandbox.call('/__sandbox/hostile', { method: 'POST', body: JSON.stringify(body) });

function plantedEverywhere(): boolean[] {
  const { world } = sandbox.state;
  const registries = [...world.registries.values()];
  const events = eventsOf(world);
  const docs = edmStoreOf(world).all();
  return [
    [...world.debtors.values()].every((debtor) => debtor.name === TEXT),
    registries.some((registry) => registry.documents.length > 0) && registries.every((registry) => registry.documents.every((document) => document.name === `${TEXT}.pdf`)),
    events.events.size > 0 && [...events.events.values()].every((event) => event.title === TEXT && event.description === TEXT),
    events.newEvents.size > 0 && [...events.newEvents.values()].every((event) => event.eventDescription === TEXT),
    [...events.newEvents.values()].some((event) => event.schema.tableItems.some((row) => row.updName === TEXT)),
    docs.length > 0 && docs.every((doc) => doc.number === TEXT && doc.fileName === `${TEXT}.pdf` && doc.comment === TEXT),
    events.orders.size > 0 &&
      [...events.orders.values()].every((order) => order.fileIds.every((fileId) => world.files.ownedBy(order.owner, fileId)?.name === `${TEXT}.pdf`)),
  ];
}

async function logo(): Promise<string> {
  const token = await sandbox.accessTokenOf('supplier');
  return (await sandbox.call('/api/image/LKK_LOGO_IMAGE', { token })).text();
}

describe('POST /__sandbox/hostile', () => {
  it('plants the text in every area and the logo, until a reset restores the demo data', async () => {
    const original = await logo();
    const response = await plant({ text: TEXT, logo: LOGO });
    expect(response.status).toBe(200);
    expect(plantedEverywhere()).toEqual([true, true, true, true, true, true, true]);
    expect(await logo()).toBe(LOGO);

    await sandbox.call('/__sandbox/reset', { method: 'POST' });
    expect(plantedEverywhere()).toEqual([false, false, false, false, false, false, false]);
    expect(await logo()).toBe(original);
  });

  it('puts a formula-looking name into the report workbook as text, never as a formula', async () => {
    await plant({ text: TEXT });
    const buffer = await reportWorkbook(suppliesReport, sandbox.state.world, ownerKey('supplier', 'LKK'), {
      sortBy: 'invoiceDate', sortDesc: true, page: 0, size: 10, pagination: true, debtPaym: false, contractNum: null, debtorId: null,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const debtorColumn = (sheet.getRow(1).values as unknown[]).indexOf('Дебитор');
    const cell = sheet.getRow(2).getCell(debtorColumn);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(TEXT);
    expect(cell.formula).toBeUndefined();
  });

  it('keeps a planted file name with "/" flat in the EDM archive: no folder, nothing outside it', async () => {
    await plant({ text: TEXT });
    const token = await sandbox.accessTokenOf('supplier');
    const docs = edmStoreOf(sandbox.state.world)
      .all()
      .filter((doc) => doc.owner === ownerKey('supplier', 'LKK'))
      .slice(0, 2)
      .map((doc) => Number(doc.id));
    const response = await sandbox.call('/api/edm/download', { method: 'POST', token, body: JSON.stringify({ docs, signature: false, vicariuses: false }) });
    expect(response.status).toBe(200);
    const names = Object.keys((await JSZip.loadAsync(await response.arrayBuffer())).files);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).not.toMatch(/[/\\]/);
      expect(name).toContain('<img src=x onerror="window.__xss=1">');
    }
  });

  it.each([[{}], [{ text: '' }], [{ text: 'x', extra: 1 }], [{ text: 1 }]])('refuses %j with 400', async (body) => {
    expect((await plant(body)).status).toBe(400);
    expect(plantedEverywhere()[0]).toBe(false);
  });
});
