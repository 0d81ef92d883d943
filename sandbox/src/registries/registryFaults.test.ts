/** @jest-environment node */
import { SEEDED_BRANCHES } from '../world/seededBranches';
import { LIST_FILTER, startRegistryTestKit, type RegistryTestKit } from './registryTestKit';

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

const inject = (fault: Record<string, unknown>) => kit.sandbox.call('/__sandbox/faults', { method: 'POST', body: JSON.stringify(fault) });

describe('injected faults on registry calls (spec §8 statuses)', () => {
  it.each([
    [500, 'POST', '/api/registries', LIST_FILTER],
    [413, 'POST', `/api/registries/${SEEDED_BRANCHES.generate}/documents`, undefined],
    [418, 'GET', `/api/registries/checkduplicate/${SEEDED_BRANCHES.duplicates}`, undefined],
    [410, 'GET', `/api/registries/${SEEDED_BRANCHES.generate}/detail/lkk`, undefined],
  ])('answers %i once on %s %s, then the real answer again', async (status, method, path, body) => {
    await inject({ path, method, status, body: { message: 'Возникла ошибка' } });
    const apiPath = path.replace(/^\/api/, '');
    const failed = await kit.call(method, apiPath, 'supplier', body);
    expect(failed.status).toBe(status);
    expect(failed.headers.get('x-sandbox-fault')).toBe('true');
    const again = await kit.call(method, apiPath, 'supplier', body);
    expect(again.status).not.toBe(status);
  });
});
