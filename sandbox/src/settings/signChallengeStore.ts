import { randomUUID } from 'node:crypto';

/** A message to sign for a УКЭП sign-in is good for five minutes and one use. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/**
 * Anyone may ask for a message without signing in, so the store is bounded: at most this many open challenges and
 * this many used page-made ones. An unexpired entry is never dropped to make room (a dropped "used" entry could be
 * replayed); when full, new sign-ins are refused until entries expire.
 */
export const MAX_OPEN_CHALLENGES = 10_000;

const PAGE_MADE = /^Вход в личный кабинет: (\S+); (\d{4}-\d{2}-\d{2}T[\d:.]+Z); [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class SignChallengeStore {
  /** message → expiry; a Map keeps issue order, so the first entries are the oldest. */
  private readonly challenges = new Map<string, number>();
  /** Page-made challenges already redeemed → when they would expire anyway (no replay). */
  private readonly usedPageMade = new Map<string, number>();

  /** `capacity` bounds each of the two records (tests pass a small one to keep a flood short). */
  constructor(private readonly capacity = MAX_OPEN_CHALLENGES) {}

  reset(): void {
    this.challenges.clear();
    this.usedPageMade.clear();
  }

  get size(): number {
    return this.challenges.size;
  }

  /** A new message to sign, or undefined when `capacity` unexpired ones are open (the caller answers 503). */
  issue(now = Date.now()): string | undefined {
    this.dropExpired(now);
    if (this.challenges.size >= this.capacity) return undefined;
    const message = `Вход в личный кабинет по УКЭП. Код: ${randomUUID()}. Время: ${new Date(now).toISOString()}`;
    this.challenges.set(message, now + CHALLENGE_TTL_MS);
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
    }
  }
}
