import { reloadPage } from './reloadPage';
import { signOut } from './signOut';

/** Removes every cookie this page can see (for each path prefix of the current address). */
export function clearAllCookies(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
  const segments = window.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  for (const name of names) {
    for (const path of paths) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
  }
}

/** Ends the session at the identity provider, which returns to the site root; reloads if that is not possible. */
export function logoutAndReload(): void {
  signOut().catch((error: unknown) => {
    console.error('Logout failed', error);
    reloadPage();
  });
}

/** 'Вход с другого устройства' → Выход: local storage and cookies cleared, then a reload (spec §2). */
export function forgetBrowserStateAndReload(): void {
  window.localStorage.clear();
  clearAllCookies();
  reloadPage();
}
