import { randomUUID } from 'node:crypto';

/** A message to sign for a УКЭП sign-in is good for five minutes and one use. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Anyone may ask for a message without signing in: at most this many wait at once, the oldest give way. */
export const MAX_OPEN_CHALLENGES = 10_000;

export class SignChallengeStore {
  /** message → expiry; a Map keeps issue order, so the first entries are the oldest. */
  private readonly challenges = new Map<string, number>();

  reset(): void {
    this.challenges.clear();
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

  /** Issue order is expiry order: drop from the front while expired. */
  private dropExpired(now: number): void {
    for (const [message, expires] of this.challenges) {
      if (expires > now) break;
      this.challenges.delete(message);
    }
  }
}
