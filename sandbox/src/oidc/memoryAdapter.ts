import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number | undefined;
}

/** How often (at most) a write sweeps out every expired entry. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Entries held at most. Anyone can make the provider write (each visit to the login page starts an interaction), so
 * without a cap a flood of requests grows the process until it dies; 20 000 is far above a sandbox's real use.
 */
export const MAX_ENTRIES = 20_000;

export interface MemoryAdapterClass {
  new (name: string): Adapter;
  /**
   * Drops every session, grant, code and token of the account (a password change ends them), except those of
   * the session `keepSessionUid` (the one the change was made in).
   */
  revokeAccount(accountId: string, keepSessionUid?: string): void;
  /** Entries held now, expired or not (tests). */
  size(): number;
}

/**
 * The provider's storage for one sandbox run: sessions, interactions, codes, tokens and grants live in memory
 * and end with the process, as a sandbox should. Expired entries are dropped when read and, since unauthenticated
 * callers create interactions and sessions that nobody reads again, swept out on writes; no timers are left behind.
 */
export function createMemoryAdapterClass({ maxEntries = MAX_ENTRIES }: { maxEntries?: number } = {}): MemoryAdapterClass {
  const entries = new Map<string, Entry>();
  const grants = new Map<string, Set<string>>();
  let lastSweep = Date.now();

  function sweep(now: number, force = false): void {
    if (!force && now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    for (const [key, entry] of entries) if (entry.expiresAt !== undefined && entry.expiresAt <= now) entries.delete(key);
    for (const [grantId, keys] of grants) {
      for (const key of keys) if (!entries.has(key)) keys.delete(key);
      if (keys.size === 0) grants.delete(grantId);
    }
  }

  /**
   * Room for `count` new entries under the cap: first what has expired, then the oldest entries nobody signed in to
   * (interactions, anonymous sessions: what a flood creates), and only then the oldest of all.
   */
  function makeRoom(count: number, now: number): void {
    if (entries.size + count <= maxEntries) return;
    sweep(now, true);
    for (const anonymousFirst of [true, false]) {
      for (const [key, entry] of entries) {
        if (entries.size + count <= maxEntries) return;
        if (!anonymousFirst || !entry.payload.accountId) entries.delete(key);
      }
    }
  }

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

    static revokeAccount(accountId: string, keepSessionUid?: string): void {
      const ofKeptSession = (payload: AdapterPayload) => keepSessionUid !== undefined && (payload.uid === keepSessionUid || payload.sessionUid === keepSessionUid);
      const keptGrants = new Set<unknown>();
      for (const { payload } of entries.values()) if (payload.accountId === accountId && ofKeptSession(payload)) keptGrants.add(payload.grantId);
      for (const [key, entry] of entries) {
        const { payload } = entry;
        const grantEntry = key.startsWith('Grant:');
        if (payload.accountId !== accountId || ofKeptSession(payload) || (grantEntry && keptGrants.has(payload.jti))) continue;
        entries.delete(key);
        if (typeof payload.grantId === 'string' && !keptGrants.has(payload.grantId)) {
          for (const tokenKey of grants.get(payload.grantId) ?? []) entries.delete(tokenKey);
          grants.delete(payload.grantId);
        }
      }
    }

    static size(): number {
      return entries.size;
    }

    private key(id: string): string {
      return `${this.name}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const now = Date.now();
      sweep(now);
      const key = this.key(id);
      const pointers = [payload.userCode, payload.uid].filter(Boolean).length;
      makeRoom((entries.has(key) ? 0 : 1) + pointers, now);
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : undefined;
      entries.set(key, { payload, expiresAt });
      if (payload.grantId) {
        const keys = grants.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        grants.set(payload.grantId, keys);
      }
      // Lookup pointers expire with their entry, or every interaction would leave one behind for good.
      if (payload.userCode) entries.set(`${this.name}:userCode:${payload.userCode}`, { payload: { id } as AdapterPayload, expiresAt });
      if (payload.uid) entries.set(`${this.name}:uid:${payload.uid}`, { payload: { id } as AdapterPayload, expiresAt });
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
