import { randomUUID } from 'node:crypto';

/** A message to sign for a УКЭП sign-in is good for five minutes and one use. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export class SignChallengeStore {
  private readonly challenges = new Map<string, number>();

  reset(): void {
    this.challenges.clear();
  }

  issue(now = Date.now()): string {
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
}
