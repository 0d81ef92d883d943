/** Local storage flag set before the reload that follows an account switch (spec §4 User load). */
export const SCOPE_SWITCH_FLAG_KEY = 'portal.scopeSwitched';

export function setScopeSwitchFlag(): void {
  window.localStorage.setItem(SCOPE_SWITCH_FLAG_KEY, 'true');
}

/** Whether the flag was set; it is reset either way, so the next load after it behaves normally. */
export function consumeScopeSwitchFlag(): boolean {
  const set = window.localStorage.getItem(SCOPE_SWITCH_FLAG_KEY) === 'true';
  window.localStorage.removeItem(SCOPE_SWITCH_FLAG_KEY);
  return set;
}
