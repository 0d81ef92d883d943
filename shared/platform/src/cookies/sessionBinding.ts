import { sha256Hex } from './sha256';

/**
 * Local storage key of the session binding: digests of the token cookies this portal itself wrote. Storage is per
 * origin, so no sibling host can write it, where a sibling can set cookies for the whole parent domain (decision
 * 0058). Digests, not the tokens: nothing here is a credential.
 */
export const SESSION_BINDING_KEY = 'portal.sessionBinding';

interface Binding {
  access: string;
  refresh: string;
}

// Where storage refuses the write (some private modes, a full quota), the binding lives as long as the page: the
// session then is not resumed from the cookies on the next start, and the silent sign-on check runs instead.
let unstoredBinding: Binding | null = null;

function readBinding(): Binding | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(SESSION_BINDING_KEY);
  } catch {
    return unstoredBinding;
  }
  if (raw === null) return unstoredBinding;
  try {
    const parsed = JSON.parse(raw) as Partial<Binding>;
    return typeof parsed.access === 'string' && typeof parsed.refresh === 'string' ? { access: parsed.access, refresh: parsed.refresh } : null;
  } catch {
    return null;
  }
}

/** Records the tokens the portal is writing to its cookies; no refresh token binds none. */
export function bindSessionTokens(accessToken: string, refreshToken: string | undefined): void {
  const binding = { access: sha256Hex(accessToken), refresh: refreshToken ? sha256Hex(refreshToken) : '' };
  try {
    window.localStorage.setItem(SESSION_BINDING_KEY, JSON.stringify(binding));
    unstoredBinding = null;
  } catch {
    unstoredBinding = binding;
    forgetStoredBinding();
  }
}

function forgetStoredBinding(): void {
  try {
    window.localStorage.removeItem(SESSION_BINDING_KEY);
  } catch {
    // Nothing stored.
  }
}

export function forgetSessionBinding(): void {
  unstoredBinding = null;
  forgetStoredBinding();
}

/** Whether this access token is the one the portal last wrote. */
export function isBoundAccessToken(token: string): boolean {
  const binding = readBinding();
  return binding !== null && token !== '' && binding.access === sha256Hex(token);
}

/** Whether this refresh token is the one the portal last wrote. */
export function isBoundRefreshToken(token: string): boolean {
  const binding = readBinding();
  return binding !== null && token !== '' && binding.refresh === sha256Hex(token);
}
