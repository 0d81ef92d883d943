/** @jest-environment node */
import { SEEDED_BRANCHES } from '../world/seededBranches';
import { LIST_FILTER, startRegistryTestKit, type RegistryTestKit } from './registryTestKit';
import { pdfBytes, zipBytes } from '../testing/fileContents';

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

const listIds = async (username: string, prefix = '/registries') =>
  (await kit.json('POST', prefix, username, { ...LIST_FILTER, pagination: false })).body.items.map((item: { id: number }) => item.id) as number[];

interface Entry {
  debtorId: number | string;
  contractFactExternalId: string;
  contractFactNumStatus: string;
  type: string;
  showContract: boolean;
  afStatus: string;
}
const pickable = (entry: Entry) => entry.contractFactNumStatus === 'Действует' && entry.showContract && entry.afStatus === 'Действует';

describe('create', () => {
  it('creates a supplier registry for a debtor of the dictionary; it heads the list with the contract’s free supplies', async () => {
    const debtors = (await kit.json<Entry[]>('GET', '/lkk/dict/debtors', 'supplier')).body.filter((entry) => pickable(entry) && entry.type.startsWith('DIRECT'));
    const debtorId = Number(debtors[0]?.debtorId);
    const created = await kit.json('POST', '/registries/create', 'supplier', { category: 'MAIN', debtorId, contractFactExternalId: null });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ debtorId, status: { code: 'DRAFT', name: 'Черновик' }, source: 'Клиент', category: 'MAIN' });
    const first = (await kit.json('POST', '/registries', 'supplier', LIST_FILTER)).body;
    expect(first.total).toBe(51);
    expect(first.items[0].id).toBe(created.body.id);
    const supplies = await kit.json('GET', `/registries/${created.body.id}/supplies`, 'supplier');
    expect(supplies.body.supplies).toHaveLength(6);
    // Those supplies are taken: the next registry on the same contract gets the other two.
    const second = await kit.json('POST', '/registries/create', 'supplier', { category: 'MAIN', debtorId, contractFactExternalId: null });
    expect((await kit.json('GET', `/registries/${second.body.id}/supplies`, 'supplier')).body.supplies).toHaveLength(2);
  });

  it.each([
    ['principal', '/registries/create', '/lkp/dict/contract-facts', '/registries'],
    ['agent', '/lka/registries/create', '/lka/dict/contract-facts', '/lka/registries'],
  ])('creates a %s registry on a contract of the dictionary', async (username, path, dictionary, listPath) => {
    const contract = (await kit.json<Entry[]>('GET', dictionary, username)).body.find(pickable);
    const created = await kit.json('POST', path, username, { category: 'AGENT', debtorId: null, contractFactExternalId: contract?.contractFactExternalId });
    expect(created.status).toBe(201);
    expect(await listIds(username, listPath)).toContain(created.body.id);
  });

  it('creates a debtor registry under /lkd/registries/create', async () => {
    const created = await kit.json('POST', '/lkd/registries/create', 'debtor', { category: 'MAIN', debtorId: null, contractFactExternalId: null });
    expect(created.status).toBe(201);
    expect(created.body.source).toBe('Дебитор');
    expect(await listIds('debtor', '/lkd/registries')).toContain(created.body.id);
  });

  it.each([
    [{ category: 'OTHER', debtorId: null, contractFactExternalId: null }, 'Неверное поле «category»: допустимые значения: MAIN, AGENT'],
    [{ category: 'MAIN', contractFactExternalId: null }, 'Не заполнено обязательное поле «debtorId»'],
    [{ category: 'MAIN', debtorId: 'abc', contractFactExternalId: null }, 'Неверное поле «debtorId»: ожидается number'],
    [{ category: 'MAIN', debtorId: 999, contractFactExternalId: null }, 'Дебитор 999 не найден среди дебиторов клиента'],
    [{ category: 'MAIN', debtorId: null, contractFactExternalId: 'CF-0022-01' }, 'Договор факторинга «CF-0022-01» не найден'],
  ])('answers 400 for %j', async (body, message) => {
    const { status, body: answer } = await kit.json('POST', '/registries/create', 'supplier', body);
    expect(status).toBe(400);
    expect(answer.message).toBe(message);
  });

  it('refuses a contract the pickers hide (afStatus Закрыт)', async () => {
    const closed = (await kit.json<Entry[]>('GET', '/lkk/dict/debtors', 'supplier')).body.find((entry) => entry.afStatus === 'Закрыт');
    const { status, body } = await kit.json('POST', '/registries/create', 'supplier', { category: 'MAIN', debtorId: null, contractFactExternalId: closed?.contractFactExternalId });
    expect(status).toBe(400);
    expect(body.message).toMatch(/не действует/);
  });
});

describe('delete', () => {
  it('deletes a draft: it is gone from the list and its id answers 404', async () => {
    const response = await kit.call('DELETE', `/common/delete/${SEEDED_BRANCHES.validated}`, 'supplier');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(await listIds('supplier')).not.toContain(SEEDED_BRANCHES.validated);
    expect((await kit.json('GET', `/registries/${SEEDED_BRANCHES.validated}/files`, 'supplier')).status).toBe(404);
  });

  it('refuses a registry past the draft with 400', async () => {
    const items = (await kit.json('POST', '/registries', 'supplier', { ...LIST_FILTER, pagination: false })).body.items;
    const financed = items.find((item: { permissions: string[] }) => !item.permissions.includes('delete'));
    const { status, body } = await kit.json('DELETE', `/common/delete/${financed.id}`, 'supplier');
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Реестр в статусе «.+» удалить нельзя$/);
  });

  it('lets the agent delete its own draft, not the debtor (no delete in the debtor cabinet)', async () => {
    expect((await kit.call('DELETE', `/common/delete/${SEEDED_BRANCHES.agentParamsPassed}`, 'agent')).status).toBe(200);
    expect((await kit.call('DELETE', `/common/delete/${SEEDED_BRANCHES.agentParamsMissing}`, 'debtor')).status).toBe(403);
  });
});

describe('documents and binary', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\nпервый файл\n%%EOF\n');
  const xml = new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?><Файл/>');
  /** The start of a Windows executable: «MZ», the DOS stub's text. */
  const WINDOWS_PROGRAM = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, ...new TextEncoder().encode('This program cannot be run in DOS mode.')]);

  it('uploads two files: /files lists them after reload and /binary returns the same bytes', async () => {
    const id = SEEDED_BRANCHES.generate;
    const response = await kit.upload(`/registries/${id}/documents`, 'supplier', [
      { name: 'Акт сверки.pdf', content: pdf },
      { name: 'Счёт-фактура.xml', content: xml },
    ]);
    expect(response.status).toBe(201);
    const files = (await kit.json('GET', `/registries/${id}/files`, 'supplier')).body;
    const uploaded = files.documents.filter((doc: { document: { userDoc: boolean; name: string } }) => ['Акт сверки.pdf', 'Счёт-фактура.xml'].includes(doc.document.name));
    expect(uploaded).toHaveLength(2);
    expect(uploaded.every((doc: { document: { userDoc: boolean } }) => doc.document.userDoc)).toBe(true);
    for (const [doc, bytes] of [[uploaded[0], pdf], [uploaded[1], xml]] as const) {
      const download = await kit.call('GET', `/binary/${doc.document.id}`, 'supplier');
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${doc.document.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(doc.document.name)}`);
    }
    expect((await kit.call('GET', `/binary/${uploaded[0].document.id}`, 'principal')).status).toBe(404);

    // Delete one: gone after reload, its bytes too.
    const removed = await kit.call('DELETE', `/registries/${id}/documents/${uploaded[0].id}`, 'supplier');
    expect([200, 204]).toContain(removed.status);
    const after = (await kit.json('GET', `/registries/${id}/files`, 'supplier')).body.documents.map((doc: { id: number }) => doc.id);
    expect(after).not.toContain(uploaded[0].id);
    expect(after).toContain(uploaded[1].id);
    expect((await kit.call('GET', `/binary/${uploaded[0].document.id}`, 'supplier')).status).toBe(404);
  });

  it('downloads seeded documents as real files (PDF, original УПД XML)', async () => {
    const files = (await kit.json('GET', `/registries/${SEEDED_BRANCHES.validated}/files`, 'supplier')).body;
    const original = await kit.call('GET', `/binary/${files.origDocuments[0].id}`, 'supplier');
    expect(original.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await original.text()).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<Файл ИдФайл="ON_NSCHFDOPPR_/);
    const financed = (await kit.json('POST', '/registries', 'supplier', { ...LIST_FILTER, pagination: false })).body.items.find((item: { status: { code?: string } | string }) => typeof item.status === 'object' && item.status.code === 'FINANCED');
    const signing = (await kit.json('GET', `/registries/${financed.id}/files`, 'supplier')).body.documentsForSigning[0];
    const pdfFile = await kit.call('GET', `/binary/${signing.id}`, 'supplier');
    expect(pdfFile.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdfFile.arrayBuffer()).subarray(0, 8).toString()).toBe('%PDF-1.4');
  });

  it('uploads into the debtor’s and the agent’s registries under their prefixes', async () => {
    const debtorId = (await listIds('debtor', '/lkd/registries'))[0];
    const debtorDraft = (await kit.json('POST', '/lkd/registries/create', 'debtor', { category: 'MAIN', debtorId: null, contractFactExternalId: null })).body.id;
    expect((await kit.upload(`/lkd/registries/${debtorDraft}/documents`, 'debtor', [{ name: 'Письмо.pdf', content: pdf }])).status).toBe(201);
    const detail = (await kit.json('GET', `/lkd/registries/${debtorDraft}/detail`, 'debtor')).body;
    expect(detail.documents.map((doc: { document: { name: string } }) => doc.document.name)).toContain('Письмо.pdf');
    expect(debtorId).toBeDefined();
    expect((await kit.upload(`/lka/registries/${SEEDED_BRANCHES.agentParamsPassed}/documents`, 'agent', [{ name: 'Отчёт агента.docx', content: zipBytes('word/document.xml') }])).status).toBe(201);
  });

  it.each([
    ['a wrong type', [{ name: 'вирус.exe', content: pdf }], 'Недопустимый тип файла «вирус.exe». Разрешены: pdf, xml, xlsx, xls, doc, docx, jpg, jpeg, png, zip, sig'],
    ['an empty file', [{ name: 'пустой.pdf', content: new Uint8Array() }], 'Файл «пустой.pdf» пуст'],
    ['a name with a slash', [{ name: '../../Акт.pdf', content: pdf }], 'Файл «../../Акт.pdf» не загружен: имя файла не должно содержать символы «/» и «\\»'],
    ['a name with a backslash among good files', [{ name: 'Акт.pdf', content: pdf }, { name: '..\\Акт.pdf', content: pdf }], 'Файл «..\\Акт.pdf» не загружен: имя файла не должно содержать символы «/» и «\\»'],
    ['no part named files', [{ name: 'Акт.pdf', content: pdf, field: 'file' }], 'Файлы не переданы (поле «files»)'],
    ['one bad file among good ones', [{ name: 'Акт.pdf', content: pdf }, { name: 'архив.rar', content: pdf }], 'Недопустимый тип файла «архив.rar». Разрешены: pdf, xml, xlsx, xls, doc, docx, jpg, jpeg, png, zip, sig'],
    ['a Windows program renamed to .pdf', [{ name: 'Акт.pdf', content: pdf }, { name: 'Счёт.pdf', content: WINDOWS_PROGRAM }], 'Файл «Счёт.pdf» не загружен: его содержимое не является файлом PDF. Проверьте, что выбран нужный файл'],
    ['a PDF renamed to .xlsx', [{ name: 'Реестр.xlsx', content: pdf }], 'Файл «Реестр.xlsx» не загружен: его содержимое не является файлом XLSX. Проверьте, что выбран нужный файл'],
    ['a Windows program renamed to .zip', [{ name: 'Архив.zip', content: WINDOWS_PROGRAM }], 'Файл «Архив.zip» не загружен: его содержимое не является файлом ZIP. Проверьте, что выбран нужный файл'],
    ['a program renamed to .xml', [{ name: 'УПД.xml', content: WINDOWS_PROGRAM }], 'Файл «УПД.xml» не загружен: его содержимое не является файлом XML. Проверьте, что выбран нужный файл'],
    ['a program renamed to .png', [{ name: 'Скан.png', content: WINDOWS_PROGRAM }], 'Файл «Скан.png» не загружен: его содержимое не является файлом PNG. Проверьте, что выбран нужный файл'],
  ])('answers 400 for %s and keeps nothing', async (_case, files, message) => {
    const before = (await kit.json('GET', `/registries/${SEEDED_BRANCHES.generate}/files`, 'supplier')).body.documents.length;
    const response = await kit.upload(`/registries/${SEEDED_BRANCHES.generate}/documents`, 'supplier', files);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect((await kit.json('GET', `/registries/${SEEDED_BRANCHES.generate}/files`, 'supplier')).body.documents).toHaveLength(before);
  });

  it('answers 400 for a file over 20 MB and 413 for a request over 50 MB', async () => {
    const big = pdfBytes(20 * 1024 * 1024 + 1);
    const over = await kit.upload(`/registries/${SEEDED_BRANCHES.generate}/documents`, 'supplier', [{ name: 'большой.pdf', content: big }]);
    expect(over.status).toBe(400);
    expect((await over.json()).message).toBe('Файл «большой.pdf» больше 20 МБ');
    const huge = await kit.upload(`/registries/${SEEDED_BRANCHES.generate}/documents`, 'supplier', [1, 2, 3].map((n) => ({ name: `часть ${n}.pdf`, content: pdfBytes(18 * 1024 * 1024) })));
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toBe('Слишком большой запрос: не более 50 МБ за раз');
  });

  it('refuses uploads into a registry past the draft and deleting the factor’s documents', async () => {
    const items = (await kit.json('POST', '/registries', 'supplier', { ...LIST_FILTER, pagination: false })).body.items;
    const signed = items.find((item: { permissions: string[] }) => !item.permissions.includes('change'));
    const refused = await kit.upload(`/registries/${signed.id}/documents`, 'supplier', [{ name: 'Акт.pdf', content: pdf }]);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/^Реестр в статусе «.+» изменить нельзя$/);
    const files = (await kit.json('GET', `/registries/${signed.id}/files`, 'supplier')).body;
    const factorDoc = files.documents.find((doc: { document: { userDoc: boolean } }) => !doc.document.userDoc);
    expect((await kit.call('DELETE', `/registries/${signed.id}/documents/${factorDoc.id}`, 'supplier')).status).toBe(400);
    expect((await kit.json('DELETE', `/registries/${SEEDED_BRANCHES.generate}/documents/999999`, 'supplier')).status).toBe(404);
  });

  it('POST /binary/ stores one file and answers its id', async () => {
    const form = new FormData();
    form.append('file', new Blob([pdf]), 'Доверенность.pdf');
    const response = await fetch(`${kit.sandbox.urls.main}/api/binary/`, { method: 'POST', headers: { authorization: `Bearer ${await kit.token('agent')}`, 'x-requested-with': 'XMLHttpRequest' }, body: form });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const download = await kit.call('GET', `/binary/${id}`, 'agent');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    expect((await kit.call('GET', `/binary/${id}`, 'supplier')).status).toBe(404);
    const empty = await kit.upload('/binary/', 'agent', [{ name: 'пустой.pdf', content: new Uint8Array(), field: 'file' }]);
    expect(empty.status).toBe(400);
  });
});
