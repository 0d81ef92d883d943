/** @jest-environment node */
import { startRegistryTestKit, type RegistryTestKit } from '../registries/registryTestKit';
import { SEEDED_BRANCHES } from '../world/seededBranches';
import { pdfBytes } from '../testing/fileContents';

/** The upload limits and file name rules with the real limits (sandbox/README.md "Upload limits"), kept fast: one-byte files and 20 MB ones. */
jest.setTimeout(60_000);

let kit: RegistryTestKit;
const MB = 1024 * 1024;

beforeAll(async () => {
  kit = await startRegistryTestKit();
});
afterAll(async () => {
  await kit.sandbox.stop();
});
afterEach(async () => {
  await kit.sandbox.call('/__sandbox/reset', { method: 'POST' });
});

const tiny = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => ({ name: `${prefix} ${index + 1}.pdf`, content: '%PDF' }));
const messageOf = async (response: Response) => [response.status, ((await response.json()) as { message: string }).message];

it('a registry: 51 files in one call → 400; then at most 200 user documents', async () => {
  const registry = SEEDED_BRANCHES.generate;
  expect(await messageOf(await kit.upload(`/registries/${registry}/documents`, 'supplier', tiny(51, 'Лишний')))).toEqual([400, 'Не более 50 файлов за раз']);
  const userDocuments = () => kit.sandbox.state.world.registries.get(registry)!.documents.filter((doc) => doc.userDoc).length;
  let left = 200 - userDocuments();
  for (let call = 0; left > 0; call += 1) {
    const count = Math.min(50, left);
    expect((await kit.upload(`/registries/${registry}/documents`, 'supplier', tiny(count, `Пачка ${call}`))).status).toBe(201);
    left -= count;
  }
  expect(await messageOf(await kit.upload(`/registries/${registry}/documents`, 'supplier', tiny(1, 'Сверх')))).toEqual([400, 'К реестру можно приложить не более 200 документов']);
});

it('POST /binary/: 5 files of 20 MB fill a user’s 100 MB; the next byte → 413', async () => {
  const send = (content: Uint8Array | string) => kit.upload('/binary', 'supplier', [{ name: 'Большой.pdf', content, field: 'file' }]);
  for (let index = 0; index < 5; index += 1) expect((await send(pdfBytes(20 * MB))).status).toBe(201);
  expect(await messageOf(await send('%PDF'))).toEqual([413, 'Превышен объём загруженных файлов: не более 100 МБ на пользователя. Удалите ненужные документы']);
});

const INVISIBLE_TEXT = 'имя файла не должно содержать невидимых символов (пробела нулевой ширины, мягкого переноса, метки порядка байтов). Переименуйте файл';

describe('file names on every upload route: over-long names, control, direction or invisible characters and a bare extension are refused', () => {
  const LONG = `${'я'.repeat(252)}.pdf`;
  const BAD_NAMES: Array<[string, string, string]> = [
    ['256 characters', LONG, `Файл «${'я'.repeat(40)}…» не загружен: имя файла длиннее 255 символов`],
    ['200 000 characters', `${'x'.repeat(200_000)}.pdf`, `Файл «${'x'.repeat(40)}…» не загружен: имя файла длиннее 255 символов`],
    ['U+202E (right-to-left override)', 'счёт\u202Efdp.exe.pdf', 'Файл «счёт�fdp.exe.pdf» не загружен: имя файла не должно содержать управляющих символов и символов направления текста'],
    ['U+2066 (left-to-right isolate)', 'акт\u2066.pdf', 'Файл «акт�.pdf» не загружен: имя файла не должно содержать управляющих символов и символов направления текста'],
    ['NUL', 'акт\u0000.pdf', 'Файл «акт�.pdf» не загружен: имя файла не должно содержать управляющих символов и символов направления текста'],
    ['a control character', 'акт\u0007.pdf', 'Файл «акт�.pdf» не загружен: имя файла не должно содержать управляющих символов и символов направления текста'],
    ['U+200B (zero-width space)', 'акт\u200B.pdf', `Файл «акт�.pdf» не загружен: ${INVISIBLE_TEXT}`],
    ['U+FEFF (BOM)', '\uFEFFакт.pdf', `Файл «�акт.pdf» не загружен: ${INVISIBLE_TEXT}`],
    ['U+00AD (soft hyphen)', 'ак\u00ADт.pdf', `Файл «ак�т.pdf» не загружен: ${INVISIBLE_TEXT}`],
    ['a bare extension', '.pdf', 'Файл «.pdf» не загружен: у файла нет имени, только расширение. Переименуйте файл'],
  ];

  async function post(path: string, username: string, parts: Array<[string, string | { name: string; content: string }]>) {
    const form = new FormData();
    for (const [field, value] of parts) {
      if (typeof value === 'string') form.append(field, value);
      else form.append(field, new Blob([value.content]), value.name);
    }
    return fetch(`${kit.sandbox.urls.main}/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${await kit.token(username)}`, 'x-requested-with': 'XMLHttpRequest' }, body: form });
  }

  async function requirementOf(username: string, prefix: string) {
    const events = (await kit.json('POST', `${prefix}/events`, username, { categoryEnum: 'AF_EVENTS' })).body as Array<{ id: number | string; status: { code: string }; requirements: Array<{ id: number }> }>;
    const event = events.find((candidate) => candidate.status.code === 'REQUIREMENT_REQUEST')!;
    return { eventId: event.id, reqid: String(event.requirements[0]!.id) };
  }

  /** Each upload route with a file of `name` (and the good file around it where the route takes several). */
  const routes: Array<[string, (name: string) => Promise<Response>]> = [
    ['POST /binary/', (name) => post('/binary', 'supplier', [['file', { name, content: '%PDF' }]])],
    ['POST /registries/{id}/documents', (name) => post(`/registries/${SEEDED_BRANCHES.generate}/documents`, 'supplier', [['files', { name: 'Хороший.pdf', content: '%PDF' }], ['files', { name, content: '%PDF' }]])],
    ['POST /lka/registries/{id}/documents', (name) => post(`/lka/registries/${SEEDED_BRANCHES.agentParamsPassed}/documents`, 'agent', [['files', { name, content: '%PDF' }]])],
    [
      'POST /lkk/event/{id}/add-file',
      async (name) => {
        const { eventId, reqid } = await requirementOf('supplier', '/lkk');
        return post(`/lkk/event/${eventId}/add-file`, 'supplier', [['files', { name, content: '%PDF' }], ['reqid', reqid]]);
      },
    ],
    [
      'POST /lkd/event/{id}/add-file',
      async (name) => {
        const { eventId, reqid } = await requirementOf('debtor', '/lkd');
        return post(`/lkd/event/${eventId}/add-file`, 'debtor', [['files', { name, content: '%PDF' }], ['reqid', reqid]]);
      },
    ],
    ['POST /edm/save', (name) => post('/edm/save', 'supplier', [['documentType', '1'], ['files', { name, content: '%PDF' }]])],
  ];

  it.each(routes)('%s: refuses each bad name with 400 and a Russian message, keeps a 255-character one', async (_route, send) => {
    for (const [, name, message] of BAD_NAMES) {
      const response = await send(name);
      expect([name.slice(0, 20), await messageOf(response)]).toEqual([name.slice(0, 20), [400, message]]);
    }
    expect((await send(`${'я'.repeat(251)}.pdf`)).status).toBeLessThan(300);
  });

  it('POST /vicarious (МЧД, plain-text refusals): refuses each bad name with 400', async () => {
    for (const [, name, message] of BAD_NAMES) {
      const xmlName = name.replace(/\.pdf$/, '.xml');
      const response = await post('/vicarious', 'supplier', [['file', { name: xmlName, content: '<Доверенность/>' }]]);
      expect([xmlName.slice(0, 20), response.status, await response.text()]).toEqual([xmlName.slice(0, 20), 400, message.replace('.pdf', '.xml')]);
    }
  });
});
