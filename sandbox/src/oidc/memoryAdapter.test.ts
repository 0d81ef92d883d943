import { createMemoryAdapterClass } from './memoryAdapter';

describe('the provider store under a flood of anonymous writes', () => {
  it('keeps a signed-in session findable by its uid while anonymous sessions fill the store', async () => {
    const Adapter = createMemoryAdapterClass({ maxEntries: 20 });
    const sessions = new Adapter('Session');
    await sessions.upsert('signed-in', { uid: 'uid-signed-in', accountId: 'supplier-sub' }, 3600);
    for (let index = 0; index < 500; index += 1) await sessions.upsert(`anonymous${index}`, { uid: `uid${index}` }, 3600);
    expect(Adapter.size()).toBeLessThanOrEqual(20);
    expect(await sessions.findByUid('uid-signed-in')).toEqual({ uid: 'uid-signed-in', accountId: 'supplier-sub' });
    expect(await sessions.findByUid('uid499')).toEqual({ uid: 'uid499' });
    expect(await sessions.findByUid('uid0')).toBeUndefined();
  });

  it('keeps interactions in a pool of their own: a flood of them never pushes out an anonymous session', async () => {
    const Adapter = createMemoryAdapterClass({ maxEntries: 20, maxInteractions: 30 });
    const sessions = new Adapter('Session');
    await sessions.upsert('anonymous', { uid: 'uid-anonymous' }, 3600);
    const interactions = new Adapter('Interaction');
    for (let index = 0; index < 500; index += 1) await interactions.upsert(`i${index}`, { grantId: 'g' }, 3600);
    expect(Adapter.size()).toBe(2 + 30);
    expect(await sessions.findByUid('uid-anonymous')).toEqual({ uid: 'uid-anonymous' });
    expect(await interactions.find('i499')).toEqual({ grantId: 'g' });
    expect(await interactions.find('i469')).toBeUndefined();
    await interactions.destroy('i499');
    expect(await interactions.find('i499')).toBeUndefined();
  });
});

describe('one account rotating refresh tokens thousands of times', () => {
  /** What a refresh writes: a new refresh token of the grant; the one it replaces is consumed. */
  async function refreshChain(Adapter: ReturnType<typeof createMemoryAdapterClass>, accountId: string, times: number): Promise<void> {
    const tokens = new Adapter('RefreshToken');
    for (let index = 0; index < times; index += 1) {
      await tokens.upsert(`${accountId}-rt${index}`, { accountId, grantId: `${accountId}-grant` }, 1800);
      if (index > 0) await tokens.consume(`${accountId}-rt${index - 1}`);
    }
  }

  it("leaves another user's session, grant and refresh token alive, and takes only its own oldest entries", async () => {
    const Adapter = createMemoryAdapterClass({ maxEntries: 100, maxEntriesPerAccount: 30 });
    await new Adapter('Session').upsert('victim-session', { uid: 'uid-victim', accountId: 'victim' }, 3600);
    await new Adapter('Grant').upsert('victim-grant', { accountId: 'victim' }, 3600);
    await new Adapter('RefreshToken').upsert('victim-rt', { accountId: 'victim', grantId: 'victim-grant' }, 1800);
    await refreshChain(Adapter, 'attacker', 5_000);
    expect(await new Adapter('Session').findByUid('uid-victim')).toEqual({ uid: 'uid-victim', accountId: 'victim' });
    expect(await new Adapter('Grant').find('victim-grant')).toEqual({ accountId: 'victim' });
    expect(await new Adapter('RefreshToken').find('victim-rt')).toEqual({ accountId: 'victim', grantId: 'victim-grant' });
    // The attacker's newest token (the one in use) stays; the chain's old, consumed ones went.
    expect(await new Adapter('RefreshToken').find('attacker-rt4999')).toEqual({ accountId: 'attacker', grantId: 'attacker-grant' });
    expect(await new Adapter('RefreshToken').find('attacker-rt0')).toBeUndefined();
    expect(Adapter.size()).toBeLessThanOrEqual(2 + 3 + 30);
  });

  it('takes from the account holding the most when the whole store is full, never from a small one', async () => {
    const Adapter = createMemoryAdapterClass({ maxEntries: 40, maxEntriesPerAccount: 1_000 });
    await new Adapter('Session').upsert('victim-session', { uid: 'uid-victim', accountId: 'victim' }, 3600);
    await refreshChain(Adapter, 'attacker', 2_000);
    expect(Adapter.size()).toBeLessThanOrEqual(40);
    expect(await new Adapter('Session').findByUid('uid-victim')).toEqual({ uid: 'uid-victim', accountId: 'victim' });
    expect(await new Adapter('RefreshToken').find('attacker-rt1999')).toBeDefined();
  });
});
