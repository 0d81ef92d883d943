/** @jest-environment node */
import { optionsFromEnv } from '../config/optionsFromEnv';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ testControls: false });
});

afterAll(async () => {
  await sandbox.stop();
});

describe('a sandbox deployed as the API (test controls off)', () => {
  it('has no /__sandbox controls and injects no faults', async () => {
    const control = await sandbox.call('/__sandbox/faults', { method: 'POST', body: JSON.stringify({ path: '/config', status: 500, count: 1 }) });
    expect(control.status).toBe(404);
    expect((await sandbox.call('/__sandbox/reset', { method: 'POST' })).status).toBe(404);
    expect((await sandbox.call('/config')).status).toBe(200);
  });

  it('serves no CryptoPro emulator: its routes and the private keys behind them are not reachable', async () => {
    for (const route of ['/__sandbox/cryptopro/emulator.js', '/__sandbox/cryptopro/native/certificates', '/__sandbox/cryptopro/mode']) {
      expect((await sandbox.call(route)).status).toBe(404);
    }
    const sign = await sandbox.call('/__sandbox/cryptopro/native/sign', { method: 'POST', body: JSON.stringify({ thumbprint: 'any', data: 'x' }) });
    expect(sign.status).toBe(404);
  });

  it('still serves the API to signed-in users', async () => {
    const token = await sandbox.accessTokenOf('supplier');
    const response = await sandbox.call('/api/v2/user', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'supplier', scope: 'LKK' });
  });
});

describe('SANDBOX_TEST_CONTROLS', () => {
  it.each([
    ['off', false],
    ['0', false],
    ['on', true],
    ['true', true],
    [undefined, undefined],
  ])('%s → %s', (value, expected) => {
    expect(optionsFromEnv({ SANDBOX_TEST_CONTROLS: value }).testControls).toBe(expected);
  });

  it('refuses anything else with a clear message', () => {
    expect(() => optionsFromEnv({ SANDBOX_TEST_CONTROLS: 'maybe' })).toThrow('SANDBOX_TEST_CONTROLS: expected on or off, got "maybe"');
  });
});
