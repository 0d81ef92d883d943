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

const statusOf = async (id: number, username = 'supplier') => (await kit.json('GET', `/registries/${id}/detail/${username === 'principal' ? 'lkp' : 'lkk'}`, username)).body.registry.status.code;

describe('POST …/action', () => {
  it('sends a draft for checking and withdraws it again; permissions follow', async () => {
    const id = SEEDED_BRANCHES.validated;
    const sent = await kit.call('POST', `/registries/${id}/action`, 'supplier', { action: 'send' });
    expect(sent.status).toBe(200);
    expect(await statusOf(id)).toBe('ON_CHECK');
    const detail = (await kit.json('GET', `/registries/${id}/detail/lkk`, 'supplier')).body;
    expect(detail.permissions).toEqual(['view', 'sign', 'withdraw']);
    expect((await kit.call('POST', `/registries/${id}/action`, 'supplier', { action: 'withdraw' })).status).toBe(200);
    expect(await statusOf(id)).toBe('DRAFT');
  });

  it('sends a signed registry to the factor', async () => {
    const items = (await kit.json('POST', '/registries', 'supplier', { ...LIST_FILTER, pagination: false })).body.items;
    const signed = items.find((item: { status: { code?: string } | string }) => typeof item.status === 'object' && item.status.code === 'SIGNED');
    expect((await kit.call('POST', `/registries/${signed.id}/action`, 'supplier', { action: 'send' })).status).toBe(200);
    const detail = (await kit.json('GET', `/registries/${signed.id}/detail/lkk`, 'supplier')).body;
    expect(detail.registry.status).toEqual({ code: 'SENT_TO_FACTOR', name: 'Отправлен фактору' });
    expect(detail.futureFundingDate).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('acts on the debtor’s and the agent’s registries under their prefixes', async () => {
    const created = (await kit.json('POST', '/lkd/registries/create', 'debtor', { category: 'MAIN', debtorId: null, contractFactExternalId: null })).body;
    expect((await kit.call('POST', `/lkd/registries/${created.id}/action`, 'debtor', { action: 'send' })).status).toBe(200);
    expect((await kit.json('GET', `/lkd/registries/${created.id}/detail`, 'debtor')).body.registry.status.name).toBe('На проверке');
    expect((await kit.call('POST', `/lka/registries/${SEEDED_BRANCHES.agentParamsPassed}/action`, 'agent', { action: 'send' })).status).toBe(200);
  });

  it.each([
    ['an unknown action', SEEDED_BRANCHES.validated, { action: 'approve' }, 'Неверное поле «action»: допустимые значения: send, withdraw'],
    ['no action', SEEDED_BRANCHES.validated, {}, 'Не заполнено обязательное поле «action»'],
    ['an action the state does not allow', SEEDED_BRANCHES.validated, { action: 'withdraw' }, 'Действие «withdraw» недоступно для реестра в статусе «Черновик»'],
    ['wrong data', SEEDED_BRANCHES.wrongData, { action: 'send' }, 'В реестре указаны неверные данные'],
  ])('answers 400 for %s', async (_case, id, body, message) => {
    const { status, body: answer } = await kit.json('POST', `/registries/${id}/action`, 'supplier', body);
    expect(status).toBe(400);
    expect(answer.message).toBe(message);
    expect(await statusOf(id)).toBe('DRAFT');
  });

  it('answers 404 for another user’s registry', async () => {
    const { status } = await kit.json('POST', `/registries/${SEEDED_BRANCHES.validated}/action`, 'principal', { action: 'send' });
    expect(status).toBe(404);
    expect(await statusOf(SEEDED_BRANCHES.validated)).toBe('DRAFT');
  });
});
