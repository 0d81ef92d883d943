import { logout } from '@portal/platform';
import { LAST_CABINET_KEY } from '../remotes/lastCabinet';
import { SYSTEM_INFO_KEY } from '../theme/systemInfo';
import { SCOPE_SWITCH_FLAG_KEY } from '../userMenu/scopeSwitchFlag';
import { announceSignOut } from '../sessionEnd/signOutChannel';

/**
 * What the host keeps in local storage about the signed-in user: the cabinet they were in, the system info read with
 * their token, an account-switch flag. Sign-out forgets them (the platform forgets the sign-in record and the session
 * binding), so the next person at this browser starts from nothing of theirs. The theme choice (portal.theme) stays:
 * it is how this screen looks, not the user's data, and the spec ties it to no account (decision 0058).
 */
export const USER_STORAGE_KEYS: readonly string[] = [LAST_CABINET_KEY, SYSTEM_INFO_KEY, SCOPE_SWITCH_FLAG_KEY];

function forgetUserStorage(): void {
  for (const key of USER_STORAGE_KEYS) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage refused: nothing was kept.
    }
  }
}

/**
 * Spec §4 Logout, with what this browser kept of the user forgotten first; the portal's other tabs in this browser
 * sign out at once (a shared office PC, decision 0059).
 */
export function signOut(): Promise<void> {
  forgetUserStorage();
  announceSignOut();
  return logout();
}
