/** @jest-environment node */
import { startRegistryTestKit, type RegistryTestKit } from '../registries/registryTestKit';
import { ownerKey } from '../world/worldTypes';

jest.setTimeout(240_000);

const MB = 1024 * 1024;
/** The bound this test holds the sandbox to: 16 refused 30 MB uploads at once add less than this to the process. */
const RSS_GROWTH_BOUND = 350 * MB;
const USERS = ['supplier', 'principal', 'debtor', 'agent'];

let kit: RegistryTestKit;

beforeAll(async () => {
  kit = await startRegistryTestKit();
  for (const username of USERS) await kit.token(username);
});
afterAll(async () => {
  await kit.sandbox.stop();
});

/** POST /binary/ with one «PDF» of `size` bytes, generated as it is sent (the client holds no copy of it). */
async function streamedUpload(username: string, size: number): Promise<{ status: number; message: string }> {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const head = encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Большой.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  // One chunk, sent again and again: its bytes never change, and the client makes no garbage that would count
  // against the server in this shared process.
  const chunk = new Uint8Array(256 * 1024).fill(0x25);
  let sent = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < 0) {
        controller.enqueue(head);
        sent = 0;
      } else if (sent < size) {
        controller.enqueue(chunk);
        sent += chunk.length;
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
  const response = await fetch(`${kit.sandbox.urls.main}/api/binary`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token(username)}`, 'x-requested-with': 'XMLHttpRequest', 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

describe('refused uploads sent in parallel', () => {
  it(`are refused as they stream in: 16 uploads of 30 MB add less than ${RSS_GROWTH_BOUND / MB} MB to the process`, async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      const answers = await Promise.all(USERS.flatMap((username) => Array.from({ length: 4 }, () => streamedUpload(username, 30 * MB))));
      peak = Math.max(peak, process.memoryUsage().rss);
      // Two per user are read (and refused at 20 MB), the others wait their turn: nothing is kept.
      expect(answers.filter((answer) => answer.status === 400).every((answer) => answer.message === 'Файл «Большой.pdf» больше 20 МБ')).toBe(true);
      const busy = answers.filter((answer) => answer.status === 429);
      expect(busy.length).toBeGreaterThanOrEqual(USERS.length);
      expect(busy[0]?.message).toBe('Дождитесь окончания загрузки: одновременно принимается не более двух запросов с файлами от пользователя');
      expect(answers.every((answer) => answer.status === 400 || answer.status === 429)).toBe(true);
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(RSS_GROWTH_BOUND);
    for (const [username, scope] of [['supplier', 'LKK'], ['principal', 'LKK'], ['debtor', 'LKD'], ['agent', 'LKA']] as const) expect(kit.sandbox.state.world.files.uploadsOf(ownerKey(username, scope)).files).toBe(0);
  });
});
