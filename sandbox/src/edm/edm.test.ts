/** @jest-environment node */
import JSZip from 'jszip';
import { startRegistryTestKit, type RegistryTestKit } from '../registries/registryTestKit';

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

const CLIENT_IDS: Record<string, number> = { supplier: 1001, principal: 4001, agent: 3001 };

function filter(username: string, extra: Record<string, unknown> = {}) {
  return {
    page: 0,
    limit: 30,
    pagination: true,
    sortBy: 'createDate',
    sortDesc: true,
    status: null,
    dateFrom: null,
    dateTo: null,
    store: false,
    type: 'incoming',
    documentType: null,
    clientId: CLIENT_IDS[username],
    sorted: { field: 'createDate', orderBy: 'DESC' },
    ...extra,
  };
}

interface Row {
  id: number | string;
  fileId: number | string;
  status: string;
  date: string;
  signatureInfos: Array<{ vicariousId: number | null }>;
}

async function list(username: string, extra: Record<string, unknown> = {}): Promise<{ content: Row[]; count: number }> {
  const answer = await kit.json('POST', '/edm/all', username, filter(username, extra));
  expect(answer.status).toBe(200);
  return answer.body;
}

async function firstWith(username: string, type: string, status: string): Promise<Row> {
  const row = (await list(username, { type, status })).content[0];
  if (!row) throw new Error(`no ${type} document in ${status}`);
  return row;
}

async function signatureOf(username: string, fileId: number | string, certificateKind = 'own'): Promise<string> {
  const bytes = new Uint8Array(await (await kit.call('GET', `/binary/${fileId}`, username)).arrayBuffer());
  const { authority } = kit.sandbox.state.settings;
  const certificate = authority.certificates.find((candidate) => candidate.kind === certificateKind && candidate.username === username);
  if (!certificate) throw new Error(`no ${certificateKind} certificate for ${username}`);
  return authority.sign(certificate.thumbprint, authority.hash(Buffer.from(bytes).toString('base64')));
}

describe('EDM list and dictionaries', () => {
  it('pages 30 at a time, newest first, with the count of all matching', async () => {
    const first = await list('supplier');
    expect(first.count).toBeGreaterThan(30);
    expect(first.content).toHaveLength(30);
    const dates = first.content.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list('supplier', { page: 1 });
    expect(second.content.length).toBe(first.count - 30);
  });

  it.each([
    ['incoming', ['Требуется подпись', 'Подписан', 'Отказано в подписи', 'Получен']],
    ['outgoing', ['На подписи', 'Отправлен', 'Подписан контрагентом', 'Отклонён контрагентом']],
  ])('GET /edm/statuses/?type=%s lists the labels, and documents exist in each', async (type, labels) => {
    expect((await kit.json('GET', `/edm/statuses/?type=${type}`, 'supplier')).body).toEqual(labels);
    for (const status of labels) {
      const current = await list('supplier', { type, status, pagination: false });
      const archived = await list('supplier', { type, status, pagination: false, store: true });
      expect(current.count + archived.count).toBeGreaterThan(0);
      expect([...current.content, ...archived.content].every((row) => row.status === status)).toBe(true);
    }
  });

  it('filters by type and by dates (both days included)', async () => {
    const types = (await kit.json('GET', '/edm/type', 'agent')).body as Array<{ id: number; name: string }>;
    expect(types.length).toBeGreaterThan(3);
    const all = await list('supplier', { pagination: false });
    const some = all.content[3]!;
    const sameDay = await list('supplier', { pagination: false, dateFrom: some.date, dateTo: some.date });
    expect(sameDay.content.map((row) => row.date)).toContain(some.date);
    expect(sameDay.content.every((row) => row.date === some.date)).toBe(true);
    const ofType = await list('supplier', { pagination: false, documentType: types[0]!.id });
    expect(ofType.count).toBeLessThan(all.count);
  });

  it('refuses a wrong body, another clientId, a bad statuses type and LKD', async () => {
    expect((await kit.json('POST', '/edm/all', 'supplier', { ...filter('supplier'), extra: 1 })).status).toBe(400);
    expect((await kit.json('POST', '/edm/all', 'supplier', filter('supplier', { dateFrom: '01.02.2025' }))).status).toBe(400);
    expect((await kit.json('POST', '/edm/all', 'supplier', filter('supplier', { clientId: 4001 }))).status).toBe(403);
    expect((await kit.json('GET', '/edm/statuses/?type=both', 'supplier')).status).toBe(400);
    for (const path of ['/edm/type', '/edm/statuses/?type=incoming']) expect((await kit.call('GET', path, 'debtor')).status).toBe(403);
    expect((await kit.call('POST', '/edm/all', 'debtor', filter('supplier'))).status).toBe(403);
  });
});

describe('EDM actions', () => {
  it('creates outgoing documents from files, edits one and deletes it; another user gets 404', async () => {
    const withoutType = await kit.upload('/edm/save', 'agent', [{ name: 'Письмо.pdf', content: '%PDF-1.4 test' }]);
    expect(withoutType.status).toBe(400);
    const form = new FormData();
    form.append('documentType', '6');
    form.append('comment', 'Новый документ');
    form.append('files', new Blob(['%PDF-1.4 test']), 'Письмо.pdf');
    form.append('files', new Blob(['<a/>']), 'Акт.xml');
    const post = async (body: FormData, username = 'agent') =>
      fetch(`${kit.sandbox.urls.main}/api/edm/save`, { method: 'POST', headers: { authorization: `Bearer ${await kit.token(username)}`, 'x-requested-with': 'XMLHttpRequest' }, body });
    const answer = await post(form);
    expect(answer.status).toBe(201);
    const ids = ((await answer.json()) as { content: Array<{ id: number }> }).content.map((entry) => entry.id);
    expect(ids).toHaveLength(2);
    const outgoing = await list('agent', { type: 'outgoing', status: 'На подписи', pagination: false });
    expect(outgoing.content.map((row) => Number(row.id))).toEqual(expect.arrayContaining(ids));

    const edit = new FormData();
    edit.append('docs', JSON.stringify([{ id: ids[0] }]));
    edit.append('documentType', '2');
    edit.append('files', new Blob(['%PDF-1.4 changed']), 'Соглашение.pdf');
    expect((await post(edit)).status).toBe(200);
    const edited = (await list('agent', { type: 'outgoing', pagination: false })).content.find((row) => Number(row.id) === ids[0]) as unknown as { factDocumentType: { id: number }; fileName: string };
    expect(edited).toMatchObject({ factDocumentType: { id: 2 }, fileName: 'Соглашение.pdf' });
    expect((await post(edit, 'supplier')).status).toBe(404);

    const bad = new FormData();
    bad.append('documentType', '6');
    bad.append('files', new Blob(['x']), 'virus.exe');
    expect((await post(bad)).status).toBe(400);
    for (const [name, content, message] of [
      ['../Письмо.pdf', '%PDF-1.4', 'Файл «../Письмо.pdf» не загружен: имя файла не должно содержать символы «/» и «\\»'],
      ['C:\\Письмо.pdf', '%PDF-1.4', 'Файл «C:\\Письмо.pdf» не загружен: имя файла не должно содержать символы «/» и «\\»'],
      ['пустой.pdf', '', 'Файл «пустой.pdf» пуст'],
    ]) {
      const refused = new FormData();
      refused.append('documentType', '6');
      refused.append('files', new Blob(['%PDF-1.4 хороший']), 'Хороший.pdf');
      refused.append('files', new Blob([content!]), name);
      const answer = await post(refused);
      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toBe(message);
    }

    expect((await kit.call('POST', '/edm/delete', 'supplier', { docs: [ids[1]] })).status).toBe(404);
    expect((await kit.call('POST', '/edm/delete', 'agent', { docs: [ids[1]] })).status).toBe(204);
    expect((await list('agent', { type: 'outgoing', pagination: false })).content.map((row) => Number(row.id))).not.toContain(ids[1]);
  });

  it('refuses an incoming document with a reason and only in «Требуется подпись»', async () => {
    const doc = await firstWith('supplier', 'incoming', 'Требуется подпись');
    expect((await kit.call('POST', '/edm/refuse', 'supplier', { docs: [Number(doc.id)] })).status).toBe(400);
    expect((await kit.call('POST', '/edm/refuse', 'supplier', { docs: [Number(doc.id)], reason: 'Неверная сумма' })).status).toBe(200);
    const again = await kit.json('POST', '/edm/refuse', 'supplier', { docs: [Number(doc.id)], reason: 'Ещё раз' });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('Отказано в подписи');
  });

  it('signs with the emulator certificate, moves the status, and the check verifies it', async () => {
    const doc = await firstWith('principal', 'incoming', 'Требуется подпись');
    const id = Number(doc.id);
    const fileId = Number(doc.fileId);
    const signature = await signatureOf('principal', fileId);
    const otherDocs = await firstWith('principal', 'outgoing', 'На подписи');
    expect((await kit.json('POST', '/edm/sign', 'principal', { files: [{ id, fileId: Number(otherDocs.fileId), signature: signature, vicariousId: null }] })).status).toBe(400);
    const wrongBytes = await signatureOf('principal', Number(otherDocs.fileId));
    const refused = await kit.json('POST', '/edm/sign', 'principal', { files: [{ id, fileId, signature: wrongBytes, vicariousId: null }] });
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining('не соответствует') } });
    expect((await kit.json('POST', '/edm/sign', 'principal', { files: [{ id, fileId, signature: signature, vicariousId: 99 }] })).status).toBe(400);
    expect((await kit.json('POST', '/edm/check', 'principal', [{ edmId: id }])).body).toEqual([{ edmId: id, valid: false, message: 'Документ не подписан' }]);

    expect((await kit.json('POST', '/edm/sign', 'principal', { files: [{ id, fileId, signature: signature, vicariousId: null }] })).status).toBe(200);
    const signed = (await list('principal', { pagination: false, status: 'Подписан' })).content.find((row) => Number(row.id) === id);
    expect(signed?.signatureInfos).toEqual([expect.objectContaining({ vicariousId: null, signer: 'Кузнецова Ольга Николаевна' })]);
    expect((await kit.json('POST', '/edm/check', 'principal', [{ edmId: id }])).body).toEqual([{ edmId: id, valid: true, message: 'Подпись действительна (1)' }]);
  });

  it('signs under a МЧД: the id must be the caller’s power in force, and the archive then holds it', async () => {
    const { settings, users } = kit.sandbox.state;
    const sub = users.byUsername('supplier')!.sub;
    const power = settings.powersOfAttorney.add({ sub, number: 'МЧД-1', innCompany: '7704012340', expirationDate: '2030-12-31', innPerson: '771234567859', fileName: 'mchd.xml' });
    const doc = await firstWith('supplier', 'incoming', 'Требуется подпись');
    const id = Number(doc.id);
    const fileId = Number(doc.fileId);
    const signature = await signatureOf('supplier', fileId, 'without-organisation-inn');
    expect((await kit.json('POST', '/edm/sign', 'supplier', { files: [{ id, fileId, signature, vicariousId: power.id + 1 }] })).status).toBe(400);
    expect((await kit.json('POST', '/edm/sign', 'supplier', { files: [{ id, fileId, signature, vicariousId: power.id }] })).status).toBe(200);
    const signed = (await list('supplier', { pagination: false, status: 'Подписан' })).content.find((row) => Number(row.id) === id);
    expect(signed?.signatureInfos).toEqual([expect.objectContaining({ vicariousId: power.id })]);
    const response = await kit.call('POST', '/edm/download', 'supplier', { docs: [id], signature: false, vicariuses: true });
    const names = Object.keys((await JSZip.loadAsync(await response.arrayBuffer())).files);
    expect(names).toEqual(expect.arrayContaining([`${id}_МЧД_${power.id}.xml`]));
    expect(names.some((name) => name.endsWith('.sig'))).toBe(false);
  });

  it('downloads a real zip with the files and, when asked, the signatures', async () => {
    const doc = await firstWith('supplier', 'outgoing', 'На подписи');
    const other = (await list('supplier', { type: 'incoming' })).content[0]!;
    const signature = await signatureOf('supplier', doc.fileId);
    expect((await kit.call('POST', '/edm/sign', 'supplier', { files: [{ id: Number(doc.id), fileId: Number(doc.fileId), signature, vicariousId: null }] })).status).toBe(200);
    const response = await kit.call('POST', '/edm/download', 'supplier', { docs: [Number(doc.id), Number(other.id)], signature: true, vicariuses: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(await response.arrayBuffer());
    const names = Object.keys(zip.files);
    expect(names.filter((name) => name.endsWith('.pdf'))).toHaveLength(2);
    expect(names.filter((name) => name.endsWith('.sig'))).toHaveLength(1);
    const pdf = await zip.file(names.find((name) => name.startsWith(`${doc.id}_`) && name.endsWith('.pdf'))!)!.async('string');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect((await kit.call('POST', '/edm/download', 'agent', { docs: [Number(doc.id)], signature: false, vicariuses: false })).status).toBe(404);
  });
});
