/** @jest-environment node */
import { existsSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { startRegistryTestKit, type RegistryTestKit } from '../registries/registryTestKit';
import { ownerKey } from '../world/worldTypes';

jest.setTimeout(300_000);

const MB = 1024 * 1024;
/** Four users' full quotas are 400 MB; kept in memory they would add all of it. The bound is a quarter of that. */
const LIVE_MEMORY_GROWTH_BOUND = 100 * MB;
const FILE_SIZE = 19 * MB;
/** 5 × 19 MB fill a 100 MB quota; the sixth is refused (413). */
const FILES_PER_USER = 5;
const USERS = [
  ['supplier', 'LKK'],
  ['principal', 'LKK'],
  ['debtor', 'LKD'],
  ['agent', 'LKA'],
] as const;

// A full collection before each reading, so what is measured is what the process still holds, not garbage.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
/** What the process holds after a full collection: the JS heap and the buffers outside it. */
function liveMemory(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

let kit: RegistryTestKit;

beforeAll(async () => {
  kit = await startRegistryTestKit();
  for (const [username] of USERS) await kit.token(username);
});
afterAll(async () => {
  await kit.sandbox.stop();
});

/** POST /binary/ with one PDF of `size` bytes, generated as it is sent (the test keeps no copy of it). */
async function streamedUpload(username: string, size: number): Promise<Response> {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const head = encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Акт.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
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
  return fetch(`${kit.sandbox.urls.main}/api/binary`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await kit.token(username)}`, 'x-requested-with': 'XMLHttpRequest', 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('users filling their upload quotas', () => {
  it(`leave the process's memory roughly flat: 4 × 100 MB stored add less than ${LIVE_MEMORY_GROWTH_BOUND / MB} MB; the files read back whole`, async () => {
    const before = liveMemory();
    const ids = await Promise.all(
      USERS.map(async ([username]) => {
        const stored: number[] = [];
        for (let index = 0; index < FILES_PER_USER; index += 1) {
          const response = await streamedUpload(username, FILE_SIZE);
          expect(response.status).toBe(201);
          stored.push(((await response.json()) as { id: number }).id);
        }
        // The quota is full: the next one is refused.
        const refused = await streamedUpload(username, FILE_SIZE);
        await refused.arrayBuffer();
        expect(refused.status).toBe(413);
        return stored;
      }),
    );
    const growth = liveMemory() - before;
    for (const [username, scope] of USERS) expect(kit.sandbox.state.world.files.uploadsOf(ownerKey(username, scope)).bytes).toBeGreaterThan(4 * FILE_SIZE);
    expect(growth).toBeLessThan(LIVE_MEMORY_GROWTH_BOUND);

    const download = await fetch(`${kit.sandbox.urls.main}/api/binary/${ids[0]?.[0]}`, { headers: { authorization: `Bearer ${await kit.token('supplier')}`, 'x-requested-with': 'XMLHttpRequest' } });
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
    expect(bytes.length).toBeGreaterThanOrEqual(FILE_SIZE);
  });

  it('keeps them in a folder of the run that a reset removes', async () => {
    const { files } = kit.sandbox.state.world;
    const folder = files.folder.location;
    expect(folder && existsSync(folder)).toBe(true);
    await kit.sandbox.call('/__sandbox/reset', { method: 'POST' });
    expect(existsSync(folder ?? '')).toBe(false);
  });
});
