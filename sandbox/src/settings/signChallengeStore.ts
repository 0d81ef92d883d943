import { randomUUID } from 'node:crypto';

/** A message to sign for a УКЭП sign-in is good for five minutes and one use. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/**
 * Anyone may ask for a message without signing in, so the store is bounded: at most this many open challenges and
 * this many used page-made ones. An unexpired entry is never dropped to make room (a dropped "used" entry could be
 * replayed); when full, new sign-ins are refused until entries expire.
 */
export const MAX_OPEN_CHALLENGES = 10_000;
/**
 * Open challenges one client address holds at most: past it the address's own oldest goes (its page signs the newest
 * it asked for), so one address cannot fill the pool and close УКЭП sign-in for everyone. 50 leaves room for an
 * office behind one address signing in at once.
 */
export const MAX_OPEN_CHALLENGES_PER_CLIENT = 50;

const PAGE_MADE = /^Вход в личный кабинет: (\S+); (\d{4}-\d{2}-\d{2}T[\d:.]+Z); [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class SignChallengeStore {
  /** message → expiry; a Map keeps issue order, so the first entries are the oldest. */
  private readonly challenges = new Map<string, number>();
  /** Open messages by the client address that asked for them, oldest first; and each message's address. */
  private readonly openByClient = new Map<string, Set<string>>();
  private readonly clientOf = new Map<string, string>();
  /** Page-made challenges already redeemed → when they would expire anyway (no replay). */
  private readonly usedPageMade = new Map<string, number>();

  /** `capacity` bounds each of the two records (tests pass a small one to keep a flood short). */
  constructor(
    private readonly capacity = MAX_OPEN_CHALLENGES,
    private readonly perClient = MAX_OPEN_CHALLENGES_PER_CLIENT,
  ) {}

  reset(): void {
    this.challenges.clear();
    this.openByClient.clear();
    this.clientOf.clear();
    this.usedPageMade.clear();
  }

  get size(): number {
    return this.challenges.size;
  }

  /**
   * A new message to sign for the client at address `client`, or undefined when `capacity` unexpired ones are open
   * (the caller answers 503). An address already holding `perClient` open ones loses its own oldest first.
   */
  issue(now = Date.now(), client = ''): string | undefined {
    this.dropExpired(now);
    const own = this.openByClient.get(client) ?? new Set<string>();
    for (const oldest of own) {
      if (own.size < this.perClient) break;
      this.challenges.delete(oldest);
      this.forget(oldest);
    }
    if (this.challenges.size >= this.capacity) return undefined;
    const message = `Вход в личный кабинет по УКЭП. Код: ${randomUUID()}. Время: ${new Date(now).toISOString()}`;
    this.challenges.set(message, now + CHALLENGE_TTL_MS);
    this.clientOf.set(message, client);
    this.openByClient.set(client, own.add(message));
    return message;
  }

  /** True when the message was issued here and is still unused and fresh; nothing changes. */
  isOpen(message: string, now = Date.now()): boolean {
    const expires = this.challenges.get(message);
    return expires !== undefined && now <= expires;
  }

  /**
   * True when the message was issued here and is still unused and fresh; it is used up either way. Call it only for
   * a message whose signature has been verified, so nobody can use up another's challenge.
   */
  redeem(message: string, now = Date.now()): boolean {
    const expires = this.challenges.get(message);
    this.challenges.delete(message);
    this.forget(message);
    return expires !== undefined && now <= expires;
  }

  /**
   * A challenge the page made itself for a back end without GET /sign/message (the spec-only mode: §7 names only
   * POST /sign/checkMsg): «Вход в личный кабинет: {origin}; {ISO time}; {UUID}». Fresh when the origin is the
   * page's own (`origin`), the time within five minutes of now, and the text not used before. Records nothing.
   */
  isFreshPageMade(message: string, origin: string, now = Date.now()): boolean {
    const made = this.pageMadeTime(message, origin);
    return made !== undefined && Math.abs(now - made) <= CHALLENGE_TTL_MS && !this.usedPageMade.has(message);
  }

  /**
   * Marks a fresh page-made challenge (see isFreshPageMade) as used. Only a verified signature's message may be
   * recorded. False when the record is full of unexpired entries: the caller refuses the sign-in (503) rather than
   * forget a used challenge.
   */
  recordPageMade(message: string, origin: string, now = Date.now()): boolean {
    const made = this.pageMadeTime(message, origin);
    if (made === undefined) return false;
    if (this.usedPageMade.size >= this.capacity) {
      // Entries expire in the order of their page-made times, not of recording: sweep them all, only when full.
      for (const [used, expires] of this.usedPageMade) if (expires < now) this.usedPageMade.delete(used);
      if (this.usedPageMade.size >= this.capacity) return false;
    }
    this.usedPageMade.set(message, made + CHALLENGE_TTL_MS);
    return true;
  }

  private pageMadeTime(message: string, origin: string): number | undefined {
    const match = PAGE_MADE.exec(message);
    if (!match || match[1] !== origin) return undefined;
    const made = Date.parse(match[2] ?? '');
    return Number.isNaN(made) ? undefined : made;
  }

  /** Issue order is expiry order: drop from the front while expired. */
  private dropExpired(now: number): void {
    for (const [message, expires] of this.challenges) {
      if (expires > now) break;
      this.challenges.delete(message);
      this.forget(message);
    }
  }

  /** Takes a message that left `challenges` out of its client's record. */
  private forget(message: string): void {
    const client = this.clientOf.get(message);
    if (client === undefined) return;
    this.clientOf.delete(message);
    const own = this.openByClient.get(client);
    own?.delete(message);
    if (own?.size === 0) this.openByClient.delete(client);
  }
}
