import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number | undefined;
}

/**
 * The provider's storage for one sandbox run: sessions, interactions, codes, tokens and grants live in memory
 * and end with the process, as a sandbox should. Expired entries are dropped when read; no timers are left behind.
 */
export function createMemoryAdapterClass(): new (name: string) => Adapter {
  const entries = new Map<string, Entry>();
  const grants = new Map<string, Set<string>>();

  function read(key: string): AdapterPayload | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  return class MemoryAdapter implements Adapter {
    constructor(private readonly name: string) {}

    private key(id: string): string {
      return `${this.name}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const key = this.key(id);
      entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
      if (payload.grantId) {
        const keys = grants.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        grants.set(payload.grantId, keys);
      }
      if (payload.userCode) entries.set(`${this.name}:userCode:${payload.userCode}`, { payload: { id } as AdapterPayload, expiresAt: undefined });
      if (payload.uid) entries.set(`${this.name}:uid:${payload.uid}`, { payload: { id } as AdapterPayload, expiresAt: undefined });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return read(this.key(id));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const pointer = read(`${this.name}:userCode:${userCode}`);
      return typeof pointer?.id === 'string' ? read(this.key(pointer.id)) : undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const pointer = read(`${this.name}:uid:${uid}`);
      return typeof pointer?.id === 'string' ? read(this.key(pointer.id)) : undefined;
    }

    async consume(id: string): Promise<void> {
      const payload = read(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of grants.get(grantId) ?? []) entries.delete(key);
      grants.delete(grantId);
    }
  };
}
