/** @jest-environment node */
import ExcelJS from 'exceljs';
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

const AGENT = '/lka/reward-agent/rewards';
const DEBTOR = '/lkd/reward-debtor/rewards';
const FILTER = { sortBy: 'create_date', sortDesc: true, page: 0, size: 30, pagination: true };

type Row = { id: number; status: { code: string; name: string }; createDate: string; amount: number | string; contractFactNum: string; registryNumber: string };
const list = async (prefix: string, username: string, filter: object = FILTER) => (await kit.json<{ total: number; items: Row[] }>('POST', `${prefix}/all`, username, filter)).body;
const firstIn = async (code: string) => (await list(AGENT, 'agent', { ...FILTER, pagination: false })).items.find((row) => row.status.code === code)!;
/** The owner's contracts a reward may be on: its own in force with an AGENT type (the §5 agent/debtor filter). */
const agentContracts = async () => {
  const entries = (await kit.json<Array<{ contractFactNum: string; type: string; showContract: boolean }>>('GET', '/lka/dict/contract-facts', 'agent')).body;
  return new Set(entries.filter((entry) => entry.showContract && entry.type.includes('AGENT')).map((entry) => entry.contractFactNum));
};
const statusOf = async (id: number) => (await kit.json('GET', `${AGENT}/${id}/detail`, 'agent')).body.reward.status;

describe('rewards list', () => {
  it('pages the agent’s rewards by 30, newest first, in several states, on the agent’s own contracts', async () => {
    const first = await list(AGENT, 'agent');
    expect(first.total).toBe(36);
    expect(first.items).toHaveLength(30);
    const dates = first.items.map((row) => row.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(first.items.map((row) => row.status.code))).toEqual(new Set(['DRAFT', 'ON_AGREEMENT', 'AGREED', 'REJECTED', 'ON_PAYMENT', 'PAID']));
    const own = await agentContracts();
    expect(first.items.every((row) => own.has(row.contractFactNum))).toBe(true);
    expect((await list(AGENT, 'agent', { ...FILTER, page: 1 })).items).toHaveLength(6);
    const byAmount = (await list(AGENT, 'agent', { ...FILTER, sortBy: 'amount', sortDesc: false })).items.map((row) => Number(row.amount));
    expect([...byAmount].sort((a, b) => a - b)).toEqual(byAmount);
  });

  it('gives the debtor its own rewards on its contracts and refuses the other cabinet’s prefix', async () => {
    const rewards = await list(DEBTOR, 'debtor');
    expect(rewards.total).toBe(12);
    expect(rewards.items.every((row) => /^\d+\/\d\d-ФК$/.test(row.contractFactNum))).toBe(true);
    expect((await kit.call('POST', `${DEBTOR}/all`, 'agent', FILTER)).status).toBe(403);
    expect((await kit.call('POST', `${AGENT}/all`, 'debtor', FILTER)).status).toBe(403);
    // Another user's reward is as good as missing.
    expect((await kit.call('GET', `${DEBTOR}/${rewards.items[0]!.id}/detail`, 'multi')).status).toBe(403);
    expect((await kit.call('GET', `${AGENT}/${rewards.items[0]!.id}/detail`, 'agent')).status).toBe(404);
  });

  it('checks the filter strictly, in Russian', async () => {
    const odd = await kit.json('POST', `${AGENT}/all`, 'agent', { ...FILTER, extra: 1 });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toMatch(/[а-я]/i);
    expect((await kit.call('POST', `${AGENT}/all`, 'agent', { ...FILTER, sortBy: 'id' })).status).toBe(400);
  });
});

describe('reward actions', () => {
  it('approves and rejects (with a reason) a reward on agreement; a second move is refused', async () => {
    const [one, two] = (await list(AGENT, 'agent')).items.filter((row) => row.status.code === 'ON_AGREEMENT');
    expect((await kit.call('POST', `${AGENT}/${one!.id}/agreement`, 'agent')).status).toBe(200);
    expect(await statusOf(one!.id)).toEqual({ code: 'AGREED', name: 'Согласовано' });
    expect((await kit.call('POST', `${AGENT}/${two!.id}/reject`, 'agent', {})).status).toBe(400);
    expect((await kit.call('POST', `${AGENT}/${two!.id}/reject`, 'agent', { reason: 'Неверная сумма' })).status).toBe(200);
    const rejected = (await kit.json('GET', `${AGENT}/${two!.id}/detail`, 'agent')).body.reward;
    expect(rejected.status.code).toBe('REJECTED');
    expect(rejected.rejectReason).toBe('Неверная сумма');
    const again = await kit.json('POST', `${AGENT}/${one!.id}/agreement`, 'agent');
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Согласовано');
    expect((await kit.call('POST', `${AGENT}/${one!.id}/agreement`, 'agent', { x: 1 })).status).toBe(400);
  });

  it('moves by the generic action: agreed → on payment, rejected → on agreement', async () => {
    const agreed = await firstIn('AGREED');
    expect((await kit.call('POST', `${AGENT}/${agreed.id}/action`, 'agent', { action: 'SEND_TO_PAYMENT' })).status).toBe(204);
    expect((await statusOf(agreed.id)).code).toBe('ON_PAYMENT');
    const rejected = await firstIn('REJECTED');
    expect((await kit.call('POST', `${AGENT}/${rejected.id}/action`, 'agent', { action: 'SEND_TO_PAYMENT' })).status).toBe(409);
    expect((await kit.call('POST', `${AGENT}/${rejected.id}/action`, 'agent', { action: 'RETURN_TO_AGREEMENT' })).status).toBe(204);
    expect((await statusOf(rejected.id)).code).toBe('ON_AGREEMENT');
    expect((await kit.call('POST', `${AGENT}/${rejected.id}/action`, 'agent', { action: 'DELETE' })).status).toBe(400);
  });

  it('gives the debtor no actions', async () => {
    const { items } = await list(DEBTOR, 'debtor');
    expect((await kit.call('POST', `${DEBTOR}/${items[0]!.id}/agreement`, 'debtor')).status).toBe(404);
  });
});

describe('reward detail and files', () => {
  it('answers reward, act and report; the act is a real PDF and the report a real workbook', async () => {
    const reward = await firstIn('AGREED');
    const detail = (await kit.json('GET', `${AGENT}/${reward.id}/detail`, 'agent')).body;
    expect(detail.reward.id).toBe(reward.id);
    const act = await kit.call('GET', `${AGENT}/${reward.id}/files/${detail.act.fileId}`, 'agent');
    expect(act.headers.get('content-type')).toContain('application/pdf');
    expect(act.headers.get('content-disposition')).toContain('filename*=UTF-8');
    expect(Buffer.from(await act.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const report = await kit.call('GET', `${AGENT}/${reward.id}/files/${detail.report.fileId}`, 'agent');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await report.arrayBuffer()) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Отчёт')?.getCell('A1').value).toContain(detail.reward.number);
    expect((await kit.call('GET', `${AGENT}/${reward.id}/files/1`, 'agent')).status).toBe(404);
  });

  it('has no act for a draft', async () => {
    const draft = await firstIn('DRAFT');
    expect((await kit.json('GET', `${AGENT}/${draft.id}/detail`, 'agent')).body.act).toBeNull();
  });
});
