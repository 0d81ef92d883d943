/** Refreshes one account may make within the window: keycloak-js refreshes about once per access token (5 min). */
export const MAX_REFRESHES_PER_ACCOUNT = 120;
const REFRESH_WINDOW_MS = 60_000;
export const TOO_MANY_REFRESHES_TEXT = 'Слишком много обновлений входа. Повторите через минуту.';

/** What the token endpoint answers over the limit: oidc-provider's error handler sends it as `{ error, error_description }`. */
class TooManyRefreshes extends Error {
  readonly statusCode = 429;
  readonly status = 429;
  readonly expose = true;
  readonly error_description = TOO_MANY_REFRESHES_TEXT;
  constructor() {
    super('slow_down');
  }
}

/**
 * Counts refresh-token look-ups per account in fixed windows. A user (or a stolen token's holder) refreshing in a loop
 * is slowed down without touching anyone else; the per-account bound of the store keeps what they write in check.
 * One counter per account that refreshed in the current window: bounded by the accounts the sandbox knows.
 */
export function createRefreshRateLimit({ limit = MAX_REFRESHES_PER_ACCOUNT, windowMs = REFRESH_WINDOW_MS, now = () => Date.now() } = {}) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Throws TooManyRefreshes once the account has refreshed `limit` times in the current window. */
    count(accountId: string): void {
      const at = now();
      for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key);
      const window = windows.get(accountId) ?? { start: at, count: 0 };
      window.count += 1;
      windows.set(accountId, window);
      if (window.count > limit) throw new TooManyRefreshes();
    },
  };
}
