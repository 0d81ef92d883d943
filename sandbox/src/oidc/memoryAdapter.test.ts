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
