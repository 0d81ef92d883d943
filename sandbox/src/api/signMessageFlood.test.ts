/** @jest-environment node */
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';

jest.setTimeout(120_000);

/** The challenge pool's bound in this sandbox: small, so one address's flood passes it quickly. */
const CAPACITY = 200;

let sandbox: TestSandbox;

beforeAll(async () => {
  // The test connects over loopback, standing for the deploy's nginx that forwards each client's address.
  sandbox = await startTestSandbox({ signChallengeCapacity: CAPACITY, trustedProxies: ['127.0.0.1', '::1'] });
});
afterAll(async () => {
  await sandbox.stop();
});

const askMessage = (client: string) => sandbox.call('/api/sign/message', { headers: { 'x-forwarded-for': client } });

describe('anonymous GET /api/sign/message from one address, past the pool bound', () => {
  it('never closes УКЭП sign-in for others: another address still gets a message, and the flooder its newest one', async () => {
    const statuses = new Set<number>();
    let lastMessage = '';
    for (let index = 0; index < CAPACITY + 100; index += 1) {
      const response = await askMessage('203.0.113.5');
      statuses.add(response.status);
      if (response.ok) lastMessage = ((await response.json()) as { message: string }).message;
    }
    expect(statuses).toEqual(new Set([200]));
    expect(sandbox.state.settings.challenges.isOpen(lastMessage)).toBe(true);
    const other = await askMessage('198.51.100.7');
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({ message: expect.stringContaining('Вход в личный кабинет по УКЭП') });
  });
});
