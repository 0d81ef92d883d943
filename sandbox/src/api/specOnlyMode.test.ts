/** @jest-environment node */
import { optionsFromEnv } from '../config/optionsFromEnv';
import { startRegistryTestKit, LIST_FILTER, type RegistryTestKit } from '../registries/registryTestKit';
import { powerOfAttorneyXml } from '../settings/powerOfAttorneyTemplate';
import { SandboxState } from '../state/sandboxState';
import { createDemoAccounts } from '../users/demoUsers';
import { SEEDED_BRANCHES } from '../world/seededBranches';
import { SANDBOX_BEYOND_SPEC } from './specShapes';

jest.setTimeout(120_000);

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

async function setShapes(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await kit.sandbox.call('/__sandbox/shapes', { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const specMode = () => setShapes({ mode: 'spec' });
const shapesNow = async () => (await kit.sandbox.call('/__sandbox/shapes')).json();

const keysOf = (value: object) => Object.keys(value).sort();
const subsetOf = (value: object, allowed: string[]) => expect(keysOf(value).filter((key) => !allowed.includes(key))).toEqual([]);

const REPORT_PAGE = { sortBy: 'datePayment', sortDesc: true, page: 0, size: 10, pagination: true, contractNum: null, contractName: null };
const ARREARS = { sortBy: 'delayDays', sortDesc: true, page: 0, size: 10, pagination: true, contractNum: null, debtorId: null };

describe('the control', () => {
  it('starts in the start-up mode, switches at run time, and reset goes back', async () => {
    expect(await shapesNow()).toEqual({ mode: 'full', workCalendar: 'iso' });
    expect(await specMode()).toEqual({ status: 200, body: { mode: 'spec', workCalendar: 'russian' } });
    expect(await shapesNow()).toEqual({ mode: 'spec', workCalendar: 'russian' });
    expect((await kit.call('GET', '/lkk/tariffs', 'supplier')).status).toBe(404);
    expect(await setShapes({ mode: 'full' })).toEqual({ status: 200, body: { mode: 'full', workCalendar: 'iso' } });
    expect((await kit.call('GET', '/lkk/tariffs', 'supplier')).status).toBe(200);
    await specMode();
    expect((await kit.sandbox.call('/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect(await shapesNow()).toEqual({ mode: 'full', workCalendar: 'iso' });
    expect((await kit.call('GET', '/lkk/tariffs', 'supplier')).status).toBe(200);
  });

  it('refuses anything but a known mode with a Russian 400', async () => {
    for (const body of [{ mode: 'strict' }, {}, { mode: 'spec', workCalendar: 'julian' }, { mode: 'spec', colour: 'red' }, ['spec']]) {
      const answer = await setShapes(body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/[а-я]/i);
    }
    expect(await shapesNow()).toEqual({ mode: 'full', workCalendar: 'iso' });
  });

  it('reads SANDBOX_SHAPES at start-up (default full) and reset returns to it', () => {
    expect(optionsFromEnv({ SANDBOX_SHAPES: 'spec' }).shapes).toBe('spec');
    expect(optionsFromEnv({}).shapes).toBeUndefined();
    expect(() => optionsFromEnv({ SANDBOX_SHAPES: 'tight' })).toThrow(/SANDBOX_SHAPES/);
    const state = new SandboxState({ shapes: 'spec' });
    state.shapes.set('full');
    state.reset();
    expect(state.shapes.choice()).toEqual({ mode: 'spec', workCalendar: 'russian' });
  });
});

describe('calls spec §7 does not name', () => {
  it.each([
    ['GET', '/lkk/tariffs', undefined],
    ['POST', '/lkk/report/ARREARS', ARREARS],
    ['GET', '/lkk/events/new', undefined],
  ])('%s %s answers 404 in the spec mode and 200 in the full mode', async (method, path, body) => {
    expect((await kit.call(method, path, 'supplier', body)).status).toBe(200);
    await specMode();
    const answer = await kit.json(method, path, 'supplier', body);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain(path);
  });

  it('every route knowingly beyond §7 answers 404 in the spec mode', async () => {
    await specMode();
    for (const route of SANDBOX_BEYOND_SPEC) {
      const response = await kit.call(route.method, route.path.replace(/:[A-Za-z]+/g, '1'), 'supplier');
      expect([route.path, response.status]).toEqual([route.path, 404]);
    }
  });

  it('leaves everything outside /api/ alone, and tokens are still required', async () => {
    await specMode();
    expect(await shapesNow()).toEqual({ mode: 'spec', workCalendar: 'russian' });
    // The 404 of a call the spec does not name comes before the token check; a §7 call still needs a token.
    expect((await kit.sandbox.call('/api/lkk/tariffs')).status).toBe(404);
    expect((await kit.sandbox.call('/config')).status).toBe(200);
    expect((await kit.sandbox.call('/remotes.json')).status).toBe(200);
    expect((await kit.sandbox.call('/api/v2/user')).status).toBe(401);
    expect((await kit.call('GET', '/lkd/registries/1060/detail', 'supplier')).status).toBe(403);
  });
});

const DETAIL_FIELDS = ['registry', 'futureFundingDate', 'alllimit', 'permissions', 'supplies', 'total', 'documents', 'origDocuments'];
const SUPPLY_FIELDS = ['id', 'supplyAmount', 'verificationDebtor', 'prime', 'active', 'financing', 'updDocument', 'checked'];

describe('answers in the spec mode', () => {
  it('a registry detail has only the allow-listed fields, permissions [change] or [], string ids and no alllimit', async () => {
    const draft = SEEDED_BRANCHES.validated;
    const full = (await kit.json('GET', `/registries/${draft}/detail/lkk`, 'supplier')).body;
    expect(full.alllimit).toBeDefined();
    await specMode();
    const detail = (await kit.json('GET', `/registries/${draft}/detail/lkk`, 'supplier')).body;
    subsetOf(detail, DETAIL_FIELDS);
    expect(keysOf(detail.registry)).toEqual(['duplicate', 'duplicates', 'id', 'invalided']);
    expect(detail.registry.id).toBe(String(draft));
    expect(detail.permissions).toEqual(['change']);
    expect(detail).not.toHaveProperty('alllimit');
    // A registry on check may not be edited.
    const items = (await kit.json('POST', '/registries', 'supplier', { ...LIST_FILTER, pagination: false })).body.items;
    const onCheck = items.find((item: { status: { code?: string } | string }) => typeof item.status === 'object' && item.status.code === 'ON_CHECK');
    expect(typeof onCheck.id).toBe('string');
    expect(onCheck.permissions).toEqual([]);
    expect((await kit.json('GET', `/registries/${onCheck.id}/detail/lkk`, 'supplier')).body.permissions).toEqual([]);
    // LKP and LKD have no alllimit either; the agent's load uses it (spec §4).
    const principal = (await kit.json('POST', '/registries', 'principal', { ...LIST_FILTER, pagination: false })).body.items[0];
    expect((await kit.json('GET', `/registries/${principal.id}/detail/lkp`, 'principal')).body).not.toHaveProperty('alllimit');
    const debtorDetail = (await kit.json('GET', '/lkd/registries/1060/detail', 'debtor')).body;
    expect(debtorDetail).not.toHaveProperty('alllimit');
    subsetOf(debtorDetail, [...DETAIL_FIELDS, 'documentsForSigning', 'signedDocs']);
    subsetOf(debtorDetail.registry, ['id', 'duplicates', 'duplicate', 'invalided']);
    expect((await kit.json('GET', '/lka/registries/1069/detail/lka', 'agent')).body.alllimit).toBeDefined();
  });

  it('supplies, files, user, EDM documents, rewards and reports carry only what the spec names', async () => {
    await specMode();
    const { supplies } = (await kit.json('GET', `/registries/${SEEDED_BRANCHES.validated}/supplies`, 'supplier')).body;
    expect(supplies.length).toBeGreaterThan(0);
    for (const supply of supplies) {
      subsetOf(supply, SUPPLY_FIELDS);
      expect(typeof supply.id).toBe('string');
      expect(supply.updDocument).toEqual({ document: { name: expect.any(String) } });
    }
    const duplicates = (await kit.json('GET', `/registries/checkduplicate/${SEEDED_BRANCHES.duplicates}`, 'supplier')).body;
    expect(duplicates).toEqual({ error: 0, duplicates: [expect.any(String), expect.any(String), expect.any(String)] });
    const files = (await kit.json('GET', '/registries/1001/files', 'supplier')).body;
    subsetOf(files, ['documentsForSigning', 'signedDocs', 'origDocuments', 'documents']);
    for (const doc of files.origDocuments) subsetOf(doc, ['id', 'valid']);

    const user = (await kit.json('GET', '/v2/user', 'supplier')).body;
    expect(user).not.toHaveProperty('login');
    expect(user.id).toEqual(expect.any(String));
    expect(user.clientId).toBe('1001');
    expect(user).not.toHaveProperty('debtorId'); // null: left out

    const edm = (await kit.json('POST', '/edm/all', 'supplier', { page: 0, limit: 30, pagination: true, sortBy: 'createDate', sortDesc: true, status: null, dateFrom: null, dateTo: null, store: false, type: 'incoming', documentType: null, clientId: user.clientId, sorted: { field: 'createDate', orderBy: 'DESC' } })).body;
    subsetOf(edm, ['content', 'count']);
    for (const doc of edm.content) {
      subsetOf(doc, ['id', 'date', 'fileId', 'status', 'factDocumentType', 'signatureInfos', 'check']);
      expect(keysOf(doc.factDocumentType)).toEqual(['id']);
      expect(typeof doc.id).toBe('string');
      for (const info of doc.signatureInfos) subsetOf(info, ['vicariousId']);
    }

    const rewards = (await kit.json('POST', '/lka/reward-agent/rewards/all', 'agent', { sortBy: 'create_date', sortDesc: true, page: 0, size: 30, pagination: true })).body;
    const detail = (await kit.json('GET', `/lka/reward-agent/rewards/${rewards.items[0].id}/detail`, 'agent')).body;
    subsetOf(detail, ['reward', 'act', 'report']);
    expect(detail.reward).toEqual({ id: rewards.items[0].id });
    expect(typeof detail.reward.id).toBe('string');

    const report = (await kit.json('POST', '/lkk/report/REP_IN_PAY', 'supplier', REPORT_PAGE)).body;
    expect(keysOf(report)).toEqual(['count', 'items', 'total']);

    const events = (await kit.json('POST', '/lkk/events', 'supplier', { categoryEnum: 'MESSAGE' })).body;
    for (const event of events) {
      subsetOf(event, ['id', 'status', 'category', 'urgency', 'requirements']);
      expect(keysOf(event.status)).toEqual(['code']);
    }
  });

  it.each([
    ['iso', /^\d{4}-\d{2}-\d{2}$/],
    ['russian', /^\d{2}\.\d{2}\.\d{4}$/],
  ])('answers GET /workCalendar as %s dates', async (workCalendar, pattern) => {
    expect(await setShapes({ mode: 'spec', workCalendar })).toEqual({ status: 200, body: { mode: 'spec', workCalendar } });
    const days = (await kit.json('GET', '/workCalendar', 'supplier')).body as string[];
    expect(days.length).toBeGreaterThan(400);
    for (const day of days) expect(day).toMatch(pattern);
    expect(days).toContain(workCalendar === 'iso' ? '2025-05-12' : '12.05.2025');
  });

  it('answers GET /workCalendar as weekday numbers, and as DD.MM.YYYY by default in the spec mode', async () => {
    await setShapes({ mode: 'spec', workCalendar: 'weekdays' });
    expect((await kit.json('GET', '/workCalendar', 'supplier')).body).toEqual([1, 2, 3, 4, 5]);
    await specMode();
    expect((await kit.json('GET', '/workCalendar', 'supplier')).body[0]).toBe('09.01.2025');
  });
});

describe('УКЭП sign-in without GET /sign/message', () => {
  const signed = (message: string) => {
    const { authority } = kit.sandbox.state.settings;
    const certificate = authority.certificates.find((candidate) => candidate.kind === 'own' && candidate.username === 'supplier');
    if (!certificate) throw new Error('no certificate');
    return { message, signature: authority.sign(certificate.thumbprint, authority.hash(Buffer.from(message, 'utf8').toString('base64'))) };
  };
  const pageMade = (origin: string, time = new Date()) => `Вход в личный кабинет: ${origin}; ${time.toISOString()}; ${crypto.randomUUID()}`;
  const checkMsg = (body: unknown) => kit.sandbox.call('/api/sign/checkMsg', { method: 'POST', body: JSON.stringify(body) });

  it('takes a challenge the page made for its own origin, fresh and once, in the spec mode only', async () => {
    const own = pageMade(kit.sandbox.urls.main);
    expect((await checkMsg(signed(own))).status).toBe(400);
    await specMode();
    expect((await kit.sandbox.call('/api/sign/message')).status).toBe(404);
    const fresh = pageMade(kit.sandbox.urls.main);
    const answer = await checkMsg(signed(fresh));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ username: 'supplier', loginHint: expect.stringMatching(/^ukep:/) });
    expect((await checkMsg(signed(fresh))).status).toBe(400);
    expect((await checkMsg(signed(pageMade('https://elsewhere.example')))).status).toBe(400);
    expect((await checkMsg(signed(pageMade(kit.sandbox.urls.main, new Date(Date.now() - 6 * 60 * 1000))))).status).toBe(400);
    expect((await checkMsg(signed('Вход в личный кабинет: как угодно'))).status).toBe(400);
  });
});

describe('string ids sent back', () => {
  /** A detached signature of the bytes with a demo user's own certificate, as the plug-in emulator makes it. */
  function signatureOf(bytes: Uint8Array, username: string): string {
    const { authority } = kit.sandbox.state.settings;
    const certificate = authority.certificates.find((candidate) => candidate.kind === 'own' && candidate.username === username);
    if (!certificate) throw new Error(username);
    return authority.sign(certificate.thumbprint, authority.hash(Buffer.from(bytes).toString('base64')));
  }
  const bytesOf = async (fileId: string, username: string) => new Uint8Array(await (await kit.call('GET', `/binary/${fileId}`, username)).arrayBuffer());

  it('the registry flow: generate, send, sign, send to the factor', async () => {
    await specMode();
    const id = String(SEEDED_BRANCHES.validated);
    const supplies = (await kit.json('GET', `/registries/${id}/supplies`, 'supplier')).body.supplies.map((supply: { id: string }) => supply.id);
    expect(supplies.every((supply: unknown) => typeof supply === 'string')).toBe(true);
    const generated = await kit.call('POST', `/registries/${id}/generate?isFinancing=false`, 'supplier', { supplies, type: 'registryFile' });
    expect(generated.status).toBe(200);
    expect((await kit.call('POST', `/registries/${id}/action`, 'supplier', { action: 'send' })).status).toBe(200);
    expect((await kit.json('POST', '/sign/check', 'supplier', { registryId: id })).status).toBe(200);
    const doc = (await kit.json('GET', `/registries/${id}/files`, 'supplier')).body.documentsForSigning[0];
    expect(typeof doc.id).toBe('string');
    const signature = signatureOf(await bytesOf(doc.id, 'supplier'), 'supplier');
    expect((await kit.call('POST', `/registries/${id}/sign`, 'supplier', { documentId: 'ecp', signatures: [{ id: doc.id, signature }] })).status).toBe(200);
    expect((await kit.call('POST', `/registries/${id}/action`, 'supplier', { action: 'send' })).status).toBe(200);
    // A string that is not an id is still refused.
    expect((await kit.call('POST', `/registries/${id}/sign`, 'supplier', { documentId: 'ecp', signatures: [{ id: 'x1', signature }] })).status).toBe(400);
  });

  it('generate type all: string supply and financing ids, a funding date as the work calendar gives it', async () => {
    await specMode();
    const id = String(SEEDED_BRANCHES.validated);
    const supplies = (await kit.json('GET', `/registries/${id}/supplies`, 'supplier')).body.supplies.map((supply: { id: string }) => supply.id);
    // The first working day after today (the earliest the back end takes), as DD.MM.YYYY.
    const today = new Date().toISOString().slice(0, 10);
    const day = (await kit.json('GET', '/workCalendar', 'supplier')).body.find((entry: string) => entry.split('.').reverse().join('-') > today);
    const body = { supplies, type: 'all', financing: supplies.slice(0, 1), futureFundingDate: day };
    expect((await kit.call('POST', `/registries/${id}/generate?isFinancing=true`, 'supplier', { ...body, futureFundingDate: '31.02.2025' })).status).toBe(400);
    expect((await kit.call('POST', `/registries/${id}/generate?isFinancing=true`, 'supplier', body)).status).toBe(200);
    expect((await kit.json('GET', `/registries/${id}/detail/lkk`, 'supplier')).body.futureFundingDate).toBe(day.split('.').reverse().join('-'));
  });

  it('EDM sign and the reward agreement', async () => {
    await specMode();
    const clientId = (await kit.json('GET', '/v2/user', 'principal')).body.clientId;
    const edm = (await kit.json('POST', '/edm/all', 'principal', { page: 0, limit: 30, pagination: false, sortBy: 'createDate', sortDesc: true, status: 'Требуется подпись', dateFrom: null, dateTo: null, store: false, type: 'incoming', documentType: null, clientId, sorted: { field: 'createDate', orderBy: 'DESC' } })).body;
    const doc = edm.content[0];
    expect(typeof doc.fileId).toBe('string');
    const signature = signatureOf(await bytesOf(doc.fileId, 'principal'), 'principal');
    expect((await kit.call('POST', '/edm/sign', 'principal', { files: [{ id: doc.id, fileId: doc.fileId, signature, vicariousId: null }] })).status).toBe(200);

    const rewards = (await kit.json('POST', '/lka/reward-agent/rewards/all', 'agent', { sortBy: 'create_date', sortDesc: true, page: 0, size: 30, pagination: true })).body.items;
    const onAgreement = rewards.find((reward: { status: { code: string } }) => reward.status.code === 'ON_AGREEMENT');
    expect(typeof onAgreement.id).toBe('string');
    expect((await kit.call('POST', `/lka/reward-agent/rewards/${onAgreement.id}/agreement`, 'agent')).status).toBe(200);
  });
});

/**
 * Request parts the spec does not name (BEYOND_SPEC.md, request fields): the names the portal sends are taken in the
 * spec mode, and other names are refused with a 400 and a Russian message, the answer the portal's fallback reads.
 */
describe('request names the spec does not give, in the spec mode', () => {
  const refusedInRussian = async (response: Response) => {
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toMatch(/[а-я]/i);
  };

  it('POST /lkk/user/notification_date takes {notificationDate} as YYYY-MM-DD; another name is refused with 400', async () => {
    await specMode();
    expect((await kit.call('POST', '/lkk/user/notification_date', 'supplier', { notificationDate: '2030-01-15' })).status).toBe(200);
    await refusedInRussian(await kit.call('POST', '/lkk/user/notification_date', 'supplier', { date: '2030-01-15' }));
  });

  it("POST /vicarious takes the МЧД as the multipart part 'file'; under another name it is refused with 400", async () => {
    await specMode();
    const supplier = createDemoAccounts().find((account) => account.user.username === 'supplier')!.user;
    const xml = powerOfAttorneyXml(supplier, new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await refusedInRussian(await kit.upload('/vicarious', 'supplier', [{ name: 'mchd.xml', content: xml, field: 'files' }]));
    expect((await kit.upload('/vicarious', 'supplier', [{ name: 'mchd.xml', content: xml, field: 'file' }])).status).toBe(200);
  });

  it("events: add-file takes the parts 'files' and 'reqid', the debtor's delete-file {fileId}; other names are refused with 400", async () => {
    await specMode();
    const requesting = async (username: string, prefix: string) =>
      (await kit.json('POST', `${prefix}/events`, username, { categoryEnum: 'AF_EVENTS' })).body.find((event: { status: { code: string } }) => event.status.code === 'REQUIREMENT_REQUEST');
    const event = await requesting('supplier', '/lkk');
    const requirement = String(event.requirements[0].id);
    await refusedInRussian(await kit.upload(`/lkk/event/${event.id}/add-file`, 'supplier', [{ name: 'акт.pdf', content: '%PDF-1.4 test', field: 'file' }, { name: requirement, content: '', field: 'reqid' }]));
    const form = new FormData();
    form.append('files', new Blob(['%PDF-1.4 test']), 'акт.pdf');
    form.append('reqid', requirement);
    const added = await fetch(`${kit.sandbox.urls.main}/api/lkk/event/${event.id}/add-file`, { method: 'POST', headers: { authorization: `Bearer ${await kit.token('supplier')}`, 'x-requested-with': 'XMLHttpRequest' }, body: form });
    expect(added.status).toBe(200);

    const debtors = await requesting('debtor', '/lkd');
    const file = debtors.requirements.flatMap((entry: { files: Array<{ id: string }> }) => entry.files)[0];
    await refusedInRussian(await kit.call('POST', `/lkd/event/${debtors.id}/delete-file`, 'debtor', { id: file.id }));
    expect((await kit.call('POST', `/lkd/event/${debtors.id}/delete-file`, 'debtor', { fileId: file.id })).status).toBe(200);
  });

  it("registries: documents as the parts 'files', the action {action: 'send' | 'withdraw'}; other names are refused with 400", async () => {
    await specMode();
    const draft = String(SEEDED_BRANCHES.validated);
    await refusedInRussian(await kit.upload(`/registries/${draft}/documents`, 'supplier', [{ name: 'акт.pdf', content: '%PDF-1.4 test', field: 'file' }]));
    expect((await kit.upload(`/registries/${draft}/documents`, 'supplier', [{ name: 'акт.pdf', content: '%PDF-1.4 test', field: 'files' }])).status).toBe(201);
    await refusedInRussian(await kit.call('POST', `/registries/${draft}/action`, 'supplier', { type: 'send' }));
    const items = (await kit.json('POST', '/registries', 'supplier', { ...LIST_FILTER, pagination: false })).body.items;
    const onCheck = items.find((item: { status: { code?: string } | string }) => typeof item.status === 'object' && item.status.code === 'ON_CHECK');
    expect((await kit.call('POST', `/registries/${onCheck.id}/action`, 'supplier', { action: 'withdraw' })).status).toBe(200);
  });
});
