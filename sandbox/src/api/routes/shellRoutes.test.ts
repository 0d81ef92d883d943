/** @jest-environment node */
import { alertStatusSchema, limitsResponseSchema } from '@portal/api';
import { startTestSandbox, type TestSandbox } from '../../testing/startTestSandbox';

jest.setTimeout(30_000);

let sandbox: TestSandbox;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  sandbox = await startTestSandbox();
  for (const username of ['supplier', 'debtor', 'agent', 'principal', 'multi']) tokens[username] = await sandbox.accessTokenOf(username);
});

afterAll(async () => {
  await sandbox.stop();
});

afterEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

function limitsOf(as: string, body: unknown) {
  return sandbox.call('/api/lkk/user/limits', { method: 'POST', token: tokens[as], body: JSON.stringify(body) });
}

describe('POST /api/lkk/user/limits', () => {
  it.each([
    ['supplier', 'LKK', 5],
    ['principal', 'LKP', 4],
    ['multi', 'LKK', 3],
  ])('answers %s (%s) with %i contracts whose free limits add up to sumLimit', async (username, scope, count) => {
    const response = await limitsOf(username, { username, scope });
    expect(response.status).toBe(200);
    const answer = limitsResponseSchema.parse(await response.json());
    expect(answer.limits).toHaveLength(count);
    for (const limit of answer.limits) expect(limit.contractFactNum).toMatch(/^\d+\/\d{2}-ФК$/);
    const cents = answer.limits.reduce((sum, limit) => sum + Math.round(limit.freeLimit * 100), 0);
    expect(Math.round(answer.sumLimit * 100)).toBe(cents);
    expect(answer.sumLimit).toBeGreaterThan(0);
  });

  it("refuses another user's name with 403", async () => {
    const response = await limitsOf('supplier', { username: 'principal', scope: 'LKK' });
    expect(response.status).toBe(403);
  });

  it('answers 400 naming the missing field', async () => {
    const response = await limitsOf('supplier', { scope: 'LKK' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Не заполнено обязательное поле «username»' });
  });

  it('answers 400 for a scope other than the current one', async () => {
    const response = await limitsOf('multi', { username: 'multi', scope: 'LKP' });
    expect(response.status).toBe(400);
  });

  it.each(['debtor', 'agent'])('refuses %s with 403 (the path belongs to the client cabinets)', async (username) => {
    const response = await limitsOf(username, { username, scope: username === 'debtor' ? 'LKD' : 'LKA' });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/getAlertStatus', () => {
  it.each([
    ['supplier', true],
    ['principal', false],
    ['agent', false],
  ])('answers %s with %s', async (username, expected) => {
    const response = await sandbox.call('/api/getAlertStatus', { method: 'POST', token: tokens[username] });
    expect(response.status).toBe(200);
    expect(alertStatusSchema.parse(await response.json())).toBe(expected);
  });

  it('refuses the debtor cabinet with 403', async () => {
    const response = await sandbox.call('/api/getAlertStatus', { method: 'POST', token: tokens.debtor });
    expect(response.status).toBe(403);
  });
});
