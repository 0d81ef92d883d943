/** @jest-environment node */
import { startRegistryTestKit, type RegistryTestKit } from '../registries/registryTestKit';
import { currentMonth, isoDay } from './eventCalendar';
import { WORLD_TODAY } from '../world/worldCalendar';

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

interface EventRow {
  id: number | string;
  status: { code: string };
  category: { categoryEnum: string };
  urgency: string | null;
  eventDate: string;
  visible: boolean;
  requirements: Array<{ id: number; documentType: { required: boolean | string }; files: Array<{ id: number; name: string }> }>;
}

const list = async (username: string, prefix: string, categoryEnum: string) => (await kit.json<EventRow[]>('POST', `${prefix}/events`, username, { categoryEnum })).body;
const allEvents = async (username: string, prefix: string) => [...(await list(username, prefix, 'MESSAGE')), ...(await list(username, prefix, 'AF_EVENTS')), ...(await list(username, prefix, 'DASHBOARD_EVENTS'))];
const requesting = async (username: string, prefix: string) => (await list(username, prefix, 'AF_EVENTS')).find((event) => event.status.code === 'REQUIREMENT_REQUEST')!;

describe('event lists', () => {
  it.each([
    ['supplier', '/lkk'],
    ['principal', '/lkk'],
    ['debtor', '/lkd'],
  ])('%s has every status of spec §3 in MESSAGE and AF_EVENTS, and dashboard events', async (username, prefix) => {
    const categories = await kit.json('GET', `${prefix}/events/categories`, username);
    expect(categories.body.map((entry: { categoryEnum: string }) => entry.categoryEnum)).toEqual(['MESSAGE', 'AF_EVENTS', 'DASHBOARD_EVENTS']);
    for (const category of ['MESSAGE', 'AF_EVENTS']) {
      const codes = new Set((await list(username, prefix, category)).map((event) => event.status.code));
      expect([...codes].sort()).toEqual(['CLOSED', 'EXPIRED', 'PULL_OFF', 'REQUIREMENT_REQUEST', 'REQUIREMENT_VALIDATING', 'WAIT', 'WARNING']);
    }
    expect((await list(username, prefix, 'DASHBOARD_EVENTS')).length).toBeGreaterThan(0);
  });

  it('has requirements with and without files, required and not, and varies ids and booleans', async () => {
    const event = await requesting('supplier', '/lkk');
    expect(event.requirements.some((requirement) => requirement.files.length > 0)).toBe(true);
    expect(event.requirements.some((requirement) => requirement.files.length === 0 && String(requirement.documentType.required) === 'true')).toBe(true);
    expect(event.requirements.some((requirement) => String(requirement.documentType.required) === 'false')).toBe(true);
    const rows = await allEvents('supplier', '/lkk');
    expect(rows.some((row) => typeof row.id === 'string')).toBe(true);
    expect(rows.some((row) => typeof row.requirements[0]?.documentType.required === 'string')).toBe(true);
  });

  it('refuses an unknown category, another scope’s prefix and another user’s event', async () => {
    const bad = await kit.json('POST', '/lkk/events', 'supplier', { categoryEnum: 'NEWS' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/categoryEnum.*MESSAGE, AF_EVENTS, DASHBOARD_EVENTS/);
    expect((await kit.json('POST', '/lkk/events', 'supplier', { categoryEnum: 'MESSAGE', extra: 1 })).status).toBe(400);
    expect((await kit.json('POST', '/lkd/events', 'supplier', { categoryEnum: 'MESSAGE' })).status).toBe(403);
    expect((await kit.json('POST', '/lkk/events', 'debtor', { categoryEnum: 'MESSAGE' })).status).toBe(403);
    expect((await kit.json('POST', '/lkk/events', 'agent', { categoryEnum: 'MESSAGE' })).status).toBe(403);
    const own = await requesting('supplier', '/lkk');
    expect((await kit.call('POST', `/lkk/events/${own.id}/set-visible`, 'principal')).status).toBe(404);
  });
});

describe('status and set-visible', () => {
  it('answers a status and clears the user’s red icon once every requesting event is seen', async () => {
    const status = await kit.json('GET', '/lkk/events/status', 'supplier');
    expect(status.body).toMatchObject({ code: 'REQUIREMENT_REQUEST' });
    expect((await kit.json('GET', '/v2/user', 'supplier')).body.eventStatus).toBe('REQUIREMENT_REQUEST');
    const unseen = (await allEvents('supplier', '/lkk')).filter((event) => event.status.code === 'REQUIREMENT_REQUEST' && !event.visible);
    expect(unseen.length).toBeGreaterThan(1);
    for (const [index, event] of unseen.entries()) {
      const answer = await kit.call('POST', `/lkk/events/${event.id}/set-visible`, 'supplier');
      expect(answer.status).toBe(200);
      const user = (await kit.json('GET', '/v2/user', 'supplier')).body;
      expect(user.eventStatus).toBe(index === unseen.length - 1 ? null : 'REQUIREMENT_REQUEST');
    }
    expect((await kit.call('POST', `/lkk/events/${unseen[0]!.id}/set-visible`, 'supplier', {})).status).toBe(400);
  });
});

describe('requirement files', () => {
  it('uploads several files to a requirement, lists them, downloads one and deletes it (LKK)', async () => {
    const event = await requesting('supplier', '/lkk');
    const missing = event.requirements.find((requirement) => requirement.files.length === 0)!;
    const upload = await kit.upload(`/lkk/event/${event.id}/add-file`, 'supplier', [
      { name: 'акт.pdf', content: '%PDF-1.4 test' },
      { name: 'счет.xlsx', content: 'PK\x03\x04 test' },
      { name: String(missing.id), content: '', field: 'reqid' },
    ]);
    // reqid must be a plain field, not a file part
    expect(upload.status).toBe(400);
    const form = new FormData();
    form.append('files', new Blob(['%PDF-1.4 test']), 'акт.pdf');
    form.append('files', new Blob(['PK\x03\x04 test']), 'счет.xlsx');
    form.append('reqid', String(missing.id));
    const ok = await fetch(`${kit.sandbox.urls.main}/api/lkk/event/${event.id}/add-file`, { method: 'POST', headers: { authorization: `Bearer ${await kit.token('supplier')}`, 'x-requested-with': 'XMLHttpRequest' }, body: form });
    expect(ok.status).toBe(200);
    const answer = await ok.json();
    expect(answer.events.length).toBeGreaterThan(1);
    const files = answer.event.requirements.find((requirement: { id: number }) => requirement.id === missing.id).files;
    expect(files.map((file: { name: string }) => file.name)).toEqual(['акт.pdf', 'счет.xlsx']);
    const download = await kit.call('GET', `/binary/${files[0].id}`, 'supplier');
    expect(await download.text()).toBe('%PDF-1.4 test');
    expect((await kit.call('GET', `/binary/${files[0].id}`, 'principal')).status).toBe(404);

    const deleted = await kit.call('POST', `/lkk/event/${event.id}/delete-file`, 'supplier', { binaryinfoid: files[0].id, reqid: missing.id });
    expect([200, 204]).toContain(deleted.status);
    const after = (await requesting('supplier', '/lkk')).requirements.find((requirement) => requirement.id === missing.id)!;
    expect(after.files.map((file) => file.name)).toEqual(['счет.xlsx']);
    expect((await kit.json('POST', `/lkk/event/${event.id}/delete-file`, 'supplier', { binaryinfoid: files[0].id })).status).toBe(400);
  });

  it('refuses an unsupported file type in Russian', async () => {
    const event = await requesting('supplier', '/lkk');
    const form = new FormData();
    form.append('files', new Blob(['MZ']), 'virus.exe');
    form.append('reqid', String(event.requirements[0]!.id));
    const answer = await fetch(`${kit.sandbox.urls.main}/api/lkk/event/${event.id}/add-file`, { method: 'POST', headers: { authorization: `Bearer ${await kit.token('supplier')}`, 'x-requested-with': 'XMLHttpRequest' }, body: form });
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toMatch(/Недопустимый тип файла/);
  });

  it.each([
    ['an empty file', 'пустой.pdf', '', 'Файл «пустой.pdf» пуст'],
    ['a name with a slash', '../Акт.pdf', '%PDF-1.4', 'Файл «../Акт.pdf» не загружен: имя файла не должно содержать символы «/» и «\\»'],
    ['a name with a backslash', 'C:\\Акт.pdf', '%PDF-1.4', 'Файл «C:\\Акт.pdf» не загружен: имя файла не должно содержать символы «/» и «\\»'],
  ])('refuses %s with 400 and keeps no file', async (_case, name, content, message) => {
    const event = await requesting('supplier', '/lkk');
    const requirement = event.requirements[0]!;
    const form = new FormData();
    form.append('files', new Blob([content]), name);
    form.append('reqid', String(requirement.id));
    const answer = await fetch(`${kit.sandbox.urls.main}/api/lkk/event/${event.id}/add-file`, { method: 'POST', headers: { authorization: `Bearer ${await kit.token('supplier')}`, 'x-requested-with': 'XMLHttpRequest' }, body: form });
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe(message);
    const after = (await requesting('supplier', '/lkk')).requirements.find((entry) => entry.id === requirement.id)!;
    expect(after.files).toEqual(requirement.files);
  });

  it('LKD deletes by {fileId} and sends the requirements once every required one has a file', async () => {
    const event = await requesting('debtor', '/lkd');
    const early = await kit.json('POST', `/lkd/event/${event.id}/requirements`, 'debtor');
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(/Загрузите обязательные документы/);
    for (const requirement of event.requirements.filter((entry) => String(entry.documentType.required) === 'true' && entry.files.length === 0)) {
      const form = new FormData();
      form.append('files', new Blob(['%PDF-1.4']), 'док.pdf');
      form.append('reqid', String(requirement.id));
      const answer = await fetch(`${kit.sandbox.urls.main}/api/lkd/event/${event.id}/add-file`, { method: 'POST', headers: { authorization: `Bearer ${await kit.token('debtor')}`, 'x-requested-with': 'XMLHttpRequest' }, body: form });
      expect(answer.status).toBe(200);
    }
    const withFile = event.requirements.find((entry) => entry.files.length > 0)!;
    expect((await kit.json('POST', `/lkd/event/${event.id}/delete-file`, 'debtor', { binaryinfoid: 1, reqid: 1 })).status).toBe(400);
    expect((await kit.json('POST', `/lkd/event/${event.id}/delete-file`, 'debtor', { fileId: withFile.files[0]!.id })).status).toBe(200);
    const sent = await kit.json('POST', `/lkd/event/${event.id}/requirements`, 'debtor');
    if (String(withFile.documentType.required) === 'true') {
      expect(sent.status).toBe(400);
    } else {
      expect(sent.status).toBe(200);
      expect(sent.body.event.status.code).toBe('REQUIREMENT_VALIDATING');
    }
  });
});

describe('critical events and the calendar', () => {
  it('spreads critical events over the current month and answers a day', async () => {
    const { year, month } = currentMonth();
    const critical = (await kit.json<EventRow[]>('GET', '/lkd/events/critical', 'debtor')).body;
    const days = new Set(critical.map((event) => event.eventDate));
    expect(days.size).toBeGreaterThan(4);
    expect(critical.every((event) => event.eventDate.startsWith(isoDay(year, month, 1).slice(0, 7)))).toBe(true);
    expect(new Set(critical.map((event) => event.category.categoryEnum))).toEqual(new Set(['MESSAGE', 'AF_EVENTS', 'DASHBOARD_EVENTS']));
    const day = critical[0]!.eventDate;
    const ofDay = (await kit.json<EventRow[]>('GET', `/lkd/events/calendar/${day}`, 'debtor')).body;
    expect(ofDay.length).toBeGreaterThan(0);
    expect(ofDay.every((event) => event.eventDate === day)).toBe(true);
    expect((await kit.json('GET', '/lkd/events/critical?date=2001-01-01', 'debtor')).body).toEqual([]);
    expect((await kit.json('GET', '/lkd/events/critical?date=01.01.2001', 'debtor')).status).toBe(400);
    expect((await kit.json('GET', '/lkk/events/calendar/2025-13-01', 'supplier')).status).toBe(400);
  });
});

describe('dashboard', () => {
  it('lists groups, filters a group, answers orders and their files as real PDFs', async () => {
    const groups = (await kit.json('GET', '/lkk/dashboard/eventGroups', 'supplier')).body.items;
    expect(groups.length).toBeGreaterThan(1);
    const group = groups.find((entry: { items: Array<{ orderId: string | null }> }) => entry.items.some((item) => item.orderId))!;
    const item = group.items.find((entry: { orderId: string | null }) => entry.orderId);
    const filtered = await kit.json('GET', `/lkk/dashboard/eventGroup?groupId=${group.id}&orderId=${item.orderId}&date=${item.eventDate}`, 'supplier');
    expect(filtered.body.items).toHaveLength(1);
    expect((await kit.json('GET', `/lkk/dashboard/eventGroup?groupId=${group.id}&query=нет-такого`, 'supplier')).body.items).toEqual([]);
    expect((await kit.json('GET', `/lkk/dashboard/eventGroup?groupId=${group.id}&date=12.05.2025`, 'supplier')).status).toBe(400);
    expect((await kit.json('GET', `/lkk/dashboard/eventGroup?groupId=${group.id}`, 'principal')).status).toBe(404);
    const order = (await kit.json('GET', `/lkk/event-order/${item.orderId}`, 'supplier')).body;
    expect(order.files.length).toBe(1);
    const file = await kit.call('GET', `/lkk/event-order/download/${order.files[0].id}`, 'supplier');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.text()).startsWith('%PDF-1.4')).toBe(true);
    expect((await kit.call('GET', `/lkk/event-order/download/${order.files[0].id}`, 'principal')).status).toBe(404);
    expect((await kit.call('GET', '/lkk/dashboard/eventGroups', 'debtor')).status).toBe(403);
  });
});

describe('new events', () => {
  it.each([
    ['supplier', '/lkk'],
    ['principal', '/lkk'],
    ['debtor', '/lkd'],
  ])('%s has an invoice group and schema tables until cleared; the invoice is a real PDF', async (username, prefix) => {
    const items = (await kit.json('GET', `${prefix}/events/new`, username)).body.items;
    const names = items.map((entry: { eventGroupName: string }) => entry.eventGroupName);
    // Overdue debts only where the world has some (the debtor's are all repaid or not yet due).
    expect(names).toEqual(username === 'debtor' ? ['Оплата счета', 'Финансирование'] : ['Оплата счета', 'Просроченная задолженность', 'Финансирование']);
    const order = (await kit.json('GET', `${prefix}/event-order/${items[0].orderId}`, username)).body;
    const invoice = await kit.call('GET', `${prefix}/event-order/download/${order.files[0].id}`, username);
    expect(invoice.headers.get('content-disposition')).toMatch(/attachment/);
    expect((await invoice.text()).startsWith('%PDF')).toBe(true);
    expect(Object.keys(items.at(-1).schema.headers)).toEqual(expect.arrayContaining(['invoiceAmount', 'financingAmount2', 'endDelayDate']));
    expect((await kit.call('POST', `${prefix}/events/new/clear`, username)).status).toBe(204);
    expect((await kit.json('GET', `${prefix}/events/new`, username)).body.items).toEqual([]);
  });

  it.each([
    ['supplier', '/lkk'],
    ['principal', '/lkk'],
  ])("%s's overdue debts are overdue: deferral ended before today, still owed, under the user's own contracts, as the arrears report has them", async (username, prefix) => {
    const items = (await kit.json('GET', `${prefix}/events/new`, username)).body.items;
    const rows = items.find((entry: { eventGroupName: string }) => entry.eventGroupName === 'Просроченная задолженность').schema.tableItems as Array<Record<string, string | number>>;
    expect(rows.length).toBeGreaterThan(0);
    const report = prefix === '/lkk' && username === 'principal' ? '/lkp/report/ARREARS' : `${prefix}/report/ARREARS`;
    const arrears = (await kit.json('POST', report, username, { sortBy: 'delayDays', sortDesc: true, page: 0, size: 500, pagination: false, contractNum: null, debtorId: null })).body.items as Array<Record<string, unknown>>;
    for (const row of rows) {
      expect(String(row.delayDate) < WORLD_TODAY).toBe(true);
      expect(Number(row.debtAmount)).toBeGreaterThan(0);
      // The same supply, contract and debt in the payers' arrears report.
      const inReport = arrears.find((entry) => entry.id === row.rowId);
      expect(inReport).toMatchObject({ contractNum: row.contractFactNum, dueDate: row.delayDate });
      expect(Number(inReport?.debtAmount)).toBeCloseTo(Number(row.debtAmount), 2);
      expect(Number(inReport?.delayDays)).toBeGreaterThan(0);
    }
  });

  it('gives the agent and multi none; the switch turns lists off and on until reset', async () => {
    expect((await kit.json('GET', '/lkk/events/new', 'multi')).body.items).toEqual([]);
    expect((await kit.call('GET', '/lkk/events/new', 'agent')).status).toBe(403);
    await kit.sandbox.call('/__sandbox/new-events', { method: 'POST', body: JSON.stringify({ on: false }) });
    expect((await kit.json('GET', '/lkk/events/new', 'supplier')).body.items).toEqual([]);
    await kit.sandbox.call('/__sandbox/new-events', { method: 'POST', body: JSON.stringify({ on: true }) });
    expect((await kit.json('GET', '/lkk/events/new', 'supplier')).body.items).toHaveLength(3);
    expect((await kit.sandbox.call('/__sandbox/new-events', { method: 'POST', body: '{"on":"yes"}' })).status).toBe(400);
  });
});
