/** @jest-environment node */
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';

jest.setTimeout(30_000);

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await sandbox.accessTokenOf('supplier');
});
afterAll(async () => {
  await sandbox.stop();
});
afterEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

const env = async () => (await sandbox.call('/api/env', { token, headers: { 'x-requested-with': 'XMLHttpRequest' } })).json();
const systemPageEnv = async () => (await (await sandbox.call('/api/system/page', { token, headers: { 'x-requested-with': 'XMLHttpRequest' } })).json()).env;
const ALL_ON = { IS_CHECH_SUPPLY: true, IS_CHECH_AGENT: true, IS_CHECH_FINANCING: true };

describe('registry tab flags (spec §4)', () => {
  it('are all on by default, with the flags ending in REGISTRY_DETAIL, VERIFICATION and IS_PRINCIPAL', async () => {
    const flags = await env();
    expect(flags).toMatchObject(ALL_ON);
    for (const ending of ['REGISTRY_DETAIL', 'VERIFICATION', 'IS_PRINCIPAL']) expect(Object.keys(flags).some((name) => name.endsWith(ending))).toBe(true);
  });

  it.each(['IS_CHECH_SUPPLY', 'IS_CHECH_AGENT', 'IS_CHECH_FINANCING'])('turns %s off and on again, the others untouched', async (flag) => {
    const off = await sandbox.call(`/__sandbox/env/${flag}/off`, { method: 'POST' });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ ...ALL_ON, [flag]: false });
    expect(await env()).toMatchObject({ ...ALL_ON, [flag]: false });
    expect(await systemPageEnv()).toMatchObject({ ...ALL_ON, [flag]: false });
    await sandbox.call(`/__sandbox/env/${flag}/on`, { method: 'POST' });
    expect(await env()).toMatchObject(ALL_ON);
  });

  it('reset turns them all back on', async () => {
    for (const flag of Object.keys(ALL_ON)) await sandbox.call(`/__sandbox/env/${flag}/off`, { method: 'POST' });
    expect(await (await sandbox.call('/__sandbox/env')).json()).toEqual({ IS_CHECH_SUPPLY: false, IS_CHECH_AGENT: false, IS_CHECH_FINANCING: false });
    await sandbox.call('/__sandbox/reset', { method: 'POST' });
    expect(await env()).toMatchObject(ALL_ON);
  });

  it('answers 404 for another flag or state', async () => {
    expect((await sandbox.call('/__sandbox/env/BRANCH/off', { method: 'POST' })).status).toBe(404);
    expect((await sandbox.call('/__sandbox/env/IS_CHECH_AGENT/maybe', { method: 'POST' })).status).toBe(404);
  });
});

describe('without test controls', () => {
  it('has no env control', async () => {
    const closed = await startTestSandbox({ testControls: false });
    try {
      expect((await closed.call('/__sandbox/env/IS_CHECH_AGENT/off', { method: 'POST' })).status).toBe(404);
    } finally {
      await closed.stop();
    }
  });
});
