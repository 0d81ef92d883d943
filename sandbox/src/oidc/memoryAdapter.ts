import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number | undefined;
  /** A lookup pointer (by uid or user code) to another entry: `payload` is `{ id, accountId? }`. */
  pointer?: true;
}

/** How often (at most) a write sweeps out every expired entry. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Entries held at most. Anyone can make the provider write (each visit to the login page starts an interaction), so
 * without a cap a flood of requests grows the process until it dies; 20 000 is far above a sandbox's real use.
 */
export const MAX_ENTRIES = 20_000;
/**
 * Interactions (a sign-in page opened, not finished) held at most, in a pool of their own: anyone can start one, so a
 * flood of them pushes out only older interactions, never a session, grant or token of someone signed in.
 */
export const MAX_INTERACTIONS = 10_000;
/**
 * Entries one account holds at most (sessions, grants, codes, refresh tokens; each refresh rotates the token and adds
 * one). Past it the account's own oldest entries go, consumed tokens first: however often one user refreshes, the
 * store never pushes out another user's session. A sign-in writes about four entries, so this is hundreds of sign-ins.
 */
export const MAX_ENTRIES_PER_ACCOUNT = 2_000;
/** The provider's model whose entries live in the interactions' pool. */
const INTERACTION_MODEL = 'Interaction';

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
export function createMemoryAdapterClass({
  maxEntries = MAX_ENTRIES,
  maxInteractions = MAX_INTERACTIONS,
  maxEntriesPerAccount = MAX_ENTRIES_PER_ACCOUNT,
}: { maxEntries?: number; maxInteractions?: number; maxEntriesPerAccount?: number } = {}): MemoryAdapterClass {
  const entries = new Map<string, Entry>();
  /** Each account's entry keys, oldest write first; keys of entries deleted elsewhere are pruned when counted. */
  const accountKeys = new Map<string, Set<string>>();
  const interactions = new Map<string, Entry>();
  const grants = new Map<string, Set<string>>();
  let lastSweep = Date.now();

  const poolOf = (key: string) => (key.startsWith(`${INTERACTION_MODEL}:`) ? interactions : entries);

  function dropExpired(pool: Map<string, Entry>, now: number): void {
    for (const [key, entry] of pool) if (entry.expiresAt !== undefined && entry.expiresAt <= now) pool.delete(key);
  }

  function sweep(now: number, force = false): void {
    if (!force && now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    dropExpired(entries, now);
    dropExpired(interactions, now);
    for (const [grantId, keys] of grants) {
      for (const key of keys) if (!poolOf(key).has(key)) keys.delete(key);
      if (keys.size === 0) grants.delete(grantId);
    }
    for (const accountId of [...accountKeys.keys()]) liveKeysOf(accountId);
  }

  /** The account's keys still in the store (entries deleted by expiry, revocation or destroy are pruned). */
  function liveKeysOf(accountId: string): Set<string> {
    const keys = accountKeys.get(accountId) ?? new Set<string>();
    for (const key of keys) if (entries.get(key)?.payload.accountId !== accountId) keys.delete(key);
    if (keys.size === 0) accountKeys.delete(accountId);
    return keys;
  }

  /** Drops the account's entries, oldest first and consumed ones before the rest, until it holds `keep`; never `spare`. */
  function trimAccount(accountId: string, keep: number, spare?: string): void {
    const keys = liveKeysOf(accountId);
    for (const consumedOnly of [true, false]) {
      for (const key of keys) {
        if (keys.size <= keep) return;
        if (key === spare || (consumedOnly && !entries.get(key)?.payload.consumed)) continue;
        entries.delete(key);
        keys.delete(key);
      }
    }
  }

  /** The account holding the most entries (the one a full store takes from); counts may include pruned-to-be keys. */
  function largestAccount(): string | undefined {
    let largest: string | undefined;
    let largestSize = 0;
    for (const [accountId, keys] of accountKeys) if (keys.size > largestSize) [largest, largestSize] = [accountId, keys.size];
    return largest;
  }

  /**
   * Room for `count` new entries under the pool's cap. Interactions: what has expired, then the oldest. The rest:
   * what has expired, then the oldest entries nobody signed in to (anonymous sessions and their lookup pointers),
   * and only then the oldest entries of the account holding the most, never "the oldest of all" (that was other
   * users' live sessions). A lookup pointer carries its target's account, so a signed-in session's pointer is never
   * taken for an anonymous one.
   */
  function makeRoom(pool: Map<string, Entry>, count: number, now: number): void {
    if (pool === interactions) {
      if (interactions.size + count <= maxInteractions) return;
      dropExpired(interactions, now);
      for (const key of interactions.keys()) {
        if (interactions.size + count <= maxInteractions) return;
        interactions.delete(key);
      }
      return;
    }
    if (entries.size + count <= maxEntries) return;
    sweep(now, true);
    for (const [key, entry] of entries) {
      if (entries.size + count <= maxEntries) return;
      if (!entry.payload.accountId) entries.delete(key);
    }
    while (entries.size + count > maxEntries) {
      const accountId = largestAccount();
      if (accountId === undefined) {
        // Only pointers of signed-in entries are left: the oldest of them.
        const oldest = entries.keys().next();
        if (oldest.done) return;
        entries.delete(oldest.value);
        continue;
      }
      const live = liveKeysOf(accountId).size;
      if (live > 0) trimAccount(accountId, live - 1);
    }
  }

  /** Records that the account wrote `key` (newest now) and keeps the account within its own bound. */
  function noteAccountWrite(accountId: string, key: string): void {
    const keys = accountKeys.get(accountId) ?? new Set<string>();
    keys.delete(key);
    keys.add(key);
    accountKeys.set(accountId, keys);
    if (keys.size > maxEntriesPerAccount) trimAccount(accountId, maxEntriesPerAccount, key);
  }

  function read(key: string): AdapterPayload | undefined {
    const pool = poolOf(key);
    const entry = pool.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      pool.delete(key);
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
        // A pointer goes with its target: once the target is gone, a lookup through it finds nothing.
        if (entry.pointer) continue;
        const grantEntry = key.startsWith('Grant:');
        if (payload.accountId !== accountId || ofKeptSession(payload) || (grantEntry && keptGrants.has(payload.jti))) continue;
        entries.delete(key);
        if (typeof payload.grantId === 'string' && !keptGrants.has(payload.grantId)) {
          for (const tokenKey of grants.get(payload.grantId) ?? []) poolOf(tokenKey).delete(tokenKey);
          grants.delete(payload.grantId);
        }
      }
    }

    static size(): number {
      return entries.size + interactions.size;
    }

    private key(id: string): string {
      return `${this.name}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const now = Date.now();
      sweep(now);
      const key = this.key(id);
      const pool = poolOf(key);
      const pointers = [payload.userCode, payload.uid].filter(Boolean).length;
      makeRoom(pool, (pool.has(key) ? 0 : 1) + pointers, now);
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : undefined;
      pool.set(key, { payload, expiresAt });
      if (pool === entries && typeof payload.accountId === 'string') noteAccountWrite(payload.accountId, key);
      if (payload.grantId) {
        const keys = grants.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        grants.set(payload.grantId, keys);
      }
      // Lookup pointers expire with their entry, or every interaction would leave one behind for good.
      // They carry the target's account: eviction must see a signed-in session's pointer as signed in.
      const pointer: Entry = { payload: { id, ...(payload.accountId ? { accountId: payload.accountId } : {}) } as AdapterPayload, expiresAt, pointer: true };
      if (payload.userCode) pool.set(`${this.name}:userCode:${payload.userCode}`, pointer);
      if (payload.uid) pool.set(`${this.name}:uid:${payload.uid}`, pointer);
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
      const key = this.key(id);
      poolOf(key).delete(key);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of grants.get(grantId) ?? []) poolOf(key).delete(key);
      grants.delete(grantId);
    }
  };
}
