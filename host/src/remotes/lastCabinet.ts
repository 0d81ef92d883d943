import { SCOPES } from '@portal/api/scopeNames';

/** Local storage key of the cabinet the user was last in (decision 0049). */
export const LAST_CABINET_KEY = 'portal.lastCabinet';

/**
 * Remembers the user's cabinet, so that the next start-up in this browser can fetch its scripts while the session
 * and the user load, before the user's scope is known. Only a hint: the loaded user decides.
 */
export function rememberCabinet(scope: string, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(LAST_CABINET_KEY, scope);
  } catch {
    // Storage full or refused (private mode): the next start-up only misses the hint.
  }
}

/** The cabinet remembered in this browser, when it is one of the four. */
export function rememberedCabinet(storage: Storage = window.localStorage): string | null {
  let value: string | null = null;
  try {
    value = storage.getItem(LAST_CABINET_KEY);
  } catch {
    return null;
  }
  return SCOPES.find((scope) => scope === value) ?? null;
}
