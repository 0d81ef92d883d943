/** @jest-environment node */
import { SANDBOX_START_MS, startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { EMULATOR_MODES } from './emulator/emulatorMode';

/** The workstation check's emulator modes through the test switch, and VerifyCades' native call. */
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_MS);

afterAll(async () => {
  await sandbox.stop();
});

afterEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

const post = (path: string, body: unknown) => sandbox.call(path, { method: 'POST', body: JSON.stringify(body) });

describe('CryptoPro emulator routes for the workstation check', () => {
  it.each(['extension-disabled', 'no-csp', 'expired', 'expiring', 'no-private-key', 'signature-failure'])('switches to %s, serves it to the page, and reset goes back to normal', async (mode) => {
    expect((await post('/__sandbox/cryptopro/mode', { mode })).status).toBe(200);
    expect(await (await sandbox.call('/__sandbox/cryptopro/mode')).json()).toEqual({ mode, modes: [...EMULATOR_MODES] });
    const script = await (await sandbox.call('/__sandbox/cryptopro/emulator.js')).text();
    expect(script.startsWith(`window.__CRYPTOPRO_EMULATOR__ = {"mode":"${mode}"`)).toBe(true);
    await sandbox.call('/__sandbox/reset', { method: 'POST' });
    expect(await (await sandbox.call('/__sandbox/cryptopro/mode')).json()).toMatchObject({ mode: 'normal' });
  });

  it('verifies a detached signature of the content it was made for, and names the failure otherwise', async () => {
    const records = (await (await sandbox.call('/__sandbox/cryptopro/native/certificates')).json()) as { thumbprint: string; hasPrivateKey: boolean }[];
    const thumbprint = records.find((record) => record.hasPrivateKey)?.thumbprint ?? '';
    const content = Buffer.from('Проверка рабочего места: пробная подпись').toString('base64');
    const { hash } = (await (await post('/__sandbox/cryptopro/native/hash', { content })).json()) as { hash: string };
    const { signature } = (await (await post('/__sandbox/cryptopro/native/sign', { thumbprint, digest: hash })).json()) as { signature: string };
    expect(await (await post('/__sandbox/cryptopro/native/verify', { signature, content })).json()).toEqual({ failure: null });
    const other = Buffer.from('другой текст').toString('base64');
    expect(await (await post('/__sandbox/cryptopro/native/verify', { signature, content: other })).json()).toEqual({ failure: 'Подпись не соответствует подписанным данным' });
    expect(await (await post('/__sandbox/cryptopro/native/verify', { signature: 'bm90IGEgc2lnbmF0dXJl', content })).json()).toEqual({ failure: 'Подпись не распознана' });
    expect((await post('/__sandbox/cryptopro/native/verify', { content })).status).toBe(400);
  });
});
