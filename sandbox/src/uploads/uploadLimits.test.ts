/** @jest-environment node */
import { startRegistryTestKit, type RegistryTestKit } from '../registries/registryTestKit';
import { SEEDED_BRANCHES } from '../world/seededBranches';
import { pdfBytes } from '../testing/fileContents';

/**
 * Attack paths of uploads that the quotas close (without them: 25 × 20 MB to POST /binary all kept; 5 000 one-byte files in one
 * registry, 1 000 in one event requirement). Small limits are injected here; realUploadRules.test.ts runs the real ones.
 */
jest.setTimeout(60_000);

let kit: RegistryTestKit;
const LIMITS = { filesPerCall: 3, documentsPerRegistry: 5, filesPerRequirement: 4, filesPerUser: 8, bytesPerUser: 1000 };
const REGISTRY = SEEDED_BRANCHES.generate;

beforeAll(async () => {
  kit = await startRegistryTestKit({ uploadLimits: LIMITS });
});
afterAll(async () => {
  await kit.sandbox.stop();
});
afterEach(async () => {
  await kit.sandbox.call('/__sandbox/reset', { method: 'POST' });
});

const pdfs = (count: number, size = 8, prefix = 'Акт') => Array.from({ length: count }, (_, index) => ({ name: `${prefix} ${index + 1}.pdf`, content: pdfBytes(size) }));
const messageOf = async (response: Response) => [response.status, ((await response.json()) as { message: string }).message];
const userDocuments = () => kit.sandbox.state.world.registries.get(REGISTRY)!.documents.filter((doc) => doc.userDoc).length;

async function addFiles(username: string, prefix: string, eventId: number | string, reqid: number, files: Array<{ name: string; content: Uint8Array }>) {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.content as BlobPart]), file.name);
  form.append('reqid', String(reqid));
  return fetch(`${kit.sandbox.urls.main}/api${prefix}/event/${eventId}/add-file`, { method: 'POST', headers: { authorization: `Bearer ${await kit.token(username)}`, 'x-requested-with': 'XMLHttpRequest' }, body: form });
}

async function requestingEvent(username: string, prefix: string) {
  const events = (await kit.json('POST', `${prefix}/events`, username, { categoryEnum: 'AF_EVENTS' })).body as Array<{ id: number | string; status: { code: string }; requirements: Array<{ id: number; files: unknown[] }> }>;
  return events.find((event) => event.status.code === 'REQUIREMENT_REQUEST')!;
}

describe('files per call', () => {
  it('registry documents: more than the limit in one call → 400, nothing kept', async () => {
    const before = userDocuments();
    expect(await messageOf(await kit.upload(`/registries/${REGISTRY}/documents`, 'supplier', pdfs(4)))).toEqual([400, 'Не более 3 файлов за раз']);
    expect(userDocuments()).toBe(before);
    expect((await kit.upload(`/registries/${REGISTRY}/documents`, 'supplier', pdfs(3))).status).toBe(201);
  });

  it('event requirement: more than the limit in one call → 400', async () => {
    const event = await requestingEvent('supplier', '/lkk');
    const requirement = event.requirements.find((candidate) => candidate.files.length === 0)!;
    expect(await messageOf(await addFiles('supplier', '/lkk', event.id, requirement.id, pdfs(4)))).toEqual([400, 'Не более 3 файлов за раз']);
  });
});

describe('files per object', () => {
  it('a registry holds at most the limit of user documents; a delete makes room', async () => {
    const room = LIMITS.documentsPerRegistry - userDocuments();
    expect(room).toBeGreaterThan(1);
    for (let sent = 0; sent < room; sent += 1) expect((await kit.upload(`/registries/${REGISTRY}/documents`, 'supplier', pdfs(1, 8, `Документ ${sent}`))).status).toBe(201);
    expect(await messageOf(await kit.upload(`/registries/${REGISTRY}/documents`, 'supplier', pdfs(1)))).toEqual([400, 'К реестру можно приложить не более 5 документов']);
    const last = kit.sandbox.state.world.registries.get(REGISTRY)!.documents.filter((doc) => doc.userDoc).at(-1)!;
    expect([200, 204]).toContain((await kit.call('DELETE', `/registries/${REGISTRY}/documents/${last.id}`, 'supplier')).status);
    expect((await kit.upload(`/registries/${REGISTRY}/documents`, 'supplier', pdfs(1))).status).toBe(201);
  });

  it('an event requirement holds at most the limit of files (LKK and LKD)', async () => {
    for (const [username, prefix] of [['supplier', '/lkk'], ['debtor', '/lkd']] as const) {
      const event = await requestingEvent(username, prefix);
      const requirement = event.requirements.find((candidate) => candidate.files.length === 0)!;
      expect((await addFiles(username, prefix, event.id, requirement.id, pdfs(3))).status).toBe(200);
      expect((await addFiles(username, prefix, event.id, requirement.id, pdfs(1, 8, 'Ещё'))).status).toBe(200);
      expect(await messageOf(await addFiles(username, prefix, event.id, requirement.id, pdfs(1, 8, 'Лишний')))).toEqual([400, 'К требованию можно приложить не более 4 файлов']);
    }
  });
});

describe('per user', () => {
  it('POST /binary/: stored bytes are limited per user (413); another user is not affected; a reset frees them', async () => {
    const send = (username: string, size: number) => kit.upload('/binary', username, [{ name: 'Файл.pdf', content: pdfBytes(size), field: 'file' }]);
    expect((await send('supplier', 600)).status).toBe(201);
    const refused = await send('supplier', 401);
    expect(await messageOf(refused)).toEqual([413, 'Превышен объём загруженных файлов: не более 1000 байт на пользователя. Удалите ненужные документы']);
    expect((await send('supplier', 400)).status).toBe(201);
    expect((await send('principal', 1000)).status).toBe(201);
    await kit.sandbox.call('/__sandbox/reset', { method: 'POST' });
    expect((await send('supplier', 1000)).status).toBe(201);
  });

  it('the number of stored files is limited per user across routes and cabinets (400)', async () => {
    expect((await kit.upload(`/registries/${REGISTRY}/documents`, 'supplier', pdfs(3))).status).toBe(201);
    for (let index = 0; index < 3; index += 1) expect((await kit.upload('/binary', 'supplier', [{ ...pdfs(1)[0]!, field: 'file' }])).status).toBe(201);
    const form = new FormData();
    form.append('documentType', '1');
    for (const file of pdfs(2)) form.append('files', new Blob([file.content as BlobPart]), file.name);
    const edm = await fetch(`${kit.sandbox.urls.main}/api/edm/save`, { method: 'POST', headers: { authorization: `Bearer ${await kit.token('supplier')}`, 'x-requested-with': 'XMLHttpRequest' }, body: form });
    expect(edm.status).toBe(201);
    expect(await messageOf(await kit.upload('/binary', 'supplier', [{ ...pdfs(1)[0]!, field: 'file' }]))).toEqual([
      400,
      'Загружено слишком много файлов: не более 8 на пользователя. Удалите ненужные документы',
    ]);
    const event = await requestingEvent('supplier', '/lkk');
    expect(await messageOf(await addFiles('supplier', '/lkk', event.id, event.requirements[0]!.id, pdfs(1)))).toEqual([
      400,
      'Загружено слишком много файлов: не более 8 на пользователя. Удалите ненужные документы',
    ]);
    expect((await kit.upload('/binary', 'debtor', [{ ...pdfs(1)[0]!, field: 'file' }])).status).toBe(201);
  });
});
