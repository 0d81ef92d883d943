import type { LandingCall } from '@portal/api/remotes';

const USER_READ: LandingCall = { method: 'GET', path: 'v2/user' };
const SETTINGS_READS: readonly LandingCall[] = [
  { method: 'GET', path: 'i18n' },
  { method: 'GET', path: 'info/systeminfologin' },
  { method: 'GET', path: 'system/page' },
];

/**
 * The reads every signed-in start-up of the app makes once the back end's session is open (spec §7): the
 * dictionary, the sign-in system notice, the page settings and the user. Start-up makes them from main.js at once
 * (earlyCalls.ts), while the app's code is still being read; the app's own calls take the answers. The sign-in
 * record (PUT v2/user/lastlogin) is not among them: it writes, so the app alone sends it, and while one is due the
 * user is left to the app too, which loads it after the record (its login times must count this sign-in).
 */
export function startupCalls(signInRecordDue: boolean): readonly LandingCall[] {
  return signInRecordDue ? SETTINGS_READS : [USER_READ, ...SETTINGS_READS];
}
