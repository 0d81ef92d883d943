import { randomUUID } from 'node:crypto';

/** A message to sign for a УКЭП sign-in is good for five minutes and one use. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Anyone may ask for a message without signing in: at most this many wait at once, the oldest give way. */
export const MAX_OPEN_CHALLENGES = 10_000;

const PAGE_MADE = /^Вход в личный кабинет: (\S+); (\d{4}-\d{2}-\d{2}T[\d:.]+Z); [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class SignChallengeStore {
  /** message → expiry; a Map keeps issue order, so the first entries are the oldest. */
  private readonly challenges = new Map<string, number>();
  /** Page-made challenges already redeemed → when they would expire anyway (no replay). */
  private readonly usedPageMade = new Map<string, number>();

  reset(): void {
    this.challenges.clear();
    this.usedPageMade.clear();
  }

  get size(): number {
    return this.challenges.size;
  }

  issue(now = Date.now()): string {
    this.dropExpired(now);
    while (this.challenges.size >= MAX_OPEN_CHALLENGES) {
      const oldest = this.challenges.keys().next().value;
      if (oldest === undefined) break;
      this.challenges.delete(oldest);
    }
    const message = `Вход в личный кабинет по УКЭП. Код: ${randomUUID()}. Время: ${new Date(now).toISOString()}`;
    this.challenges.set(message, now + CHALLENGE_TTL_MS);
    return message;
  }

  /** True when the message was issued here and is still unused and fresh; it is used up either way. */
  redeem(message: string, now = Date.now()): boolean {
    const expires = this.challenges.get(message);
    this.challenges.delete(message);
    return expires !== undefined && now <= expires;
  }

  /**
   * A challenge the page made itself for a back end without GET /sign/message (the spec-only mode: §7 names only
   * POST /sign/checkMsg): «Вход в личный кабинет: {origin}; {ISO time}; {UUID}». Good when the origin is the
   * page's own (`origin`), the time within five minutes of now, and the text not used before.
   */
  redeemPageMade(message: string, origin: string, now = Date.now()): boolean {
    const match = PAGE_MADE.exec(message);
    if (!match || match[1] !== origin) return false;
    const made = Date.parse(match[2] ?? '');
    if (Number.isNaN(made) || Math.abs(now - made) > CHALLENGE_TTL_MS) return false;
    for (const [used, expires] of this.usedPageMade) if (expires < now) this.usedPageMade.delete(used);
    if (this.usedPageMade.has(message)) return false;
    while (this.usedPageMade.size >= MAX_OPEN_CHALLENGES) {
      const oldest = this.usedPageMade.keys().next().value;
      if (oldest === undefined) break;
      this.usedPageMade.delete(oldest);
    }
    this.usedPageMade.set(message, made + CHALLENGE_TTL_MS);
    return true;
  }

  /** Issue order is expiry order: drop from the front while expired. */
  private dropExpired(now: number): void {
    for (const [message, expires] of this.challenges) {
      if (expires > now) break;
      this.challenges.delete(message);
    }
  }
}
