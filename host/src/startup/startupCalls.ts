import type { LandingCall } from '@portal/api/remotes';
import type { PrefetchCall } from './prefetchCalls';

/** GET v2/user: the user (spec §4). */
export const USER_READ: LandingCall = { method: 'GET', path: 'v2/user' };
/** PUT v2/user/lastlogin, no body: the sign-in record (spec §4), once per sign-in. */
export const SIGN_IN_RECORD: PrefetchCall = { method: 'PUT', path: 'v2/user/lastlogin' };
const SETTINGS_READS: readonly LandingCall[] = [
  { method: 'GET', path: 'i18n' },
  { method: 'GET', path: 'info/systeminfologin' },
  { method: 'GET', path: 'system/page' },
];

/**
 * The reads every signed-in start-up of the app makes once the back end's session is open (spec §7): the
 * dictionary, the sign-in system notice, the page settings and the user. Start-up makes them from main.js at once
 * (prefetchCalls.ts), while the app's code is still being read; the app's own calls take the answers. While a sign-in
 * record is due the user is not among them: its login times must count this sign-in, so it is asked for only once
 * the record is in (signInRecordAtStartup.ts).
 */
export function startupCalls(signInRecordDue: boolean): readonly LandingCall[] {
  return signInRecordDue ? SETTINGS_READS : [USER_READ, ...SETTINGS_READS];
}
