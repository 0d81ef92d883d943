import { cabinetPath, parseScope, type Scope } from '@portal/api';

/**
 * Cabinet entry guard of spec §2: where a user of `userScope` must go instead of `pathname`, or null to stay. Another
 * scope's cabinet leads to the root of the user's own, and a cabinet's root is the cabinet's to send on to its landing
 * page (which its manifest declares; the host knows no cabinet's pages, decision 0054).
 */
export function cabinetRedirect(pathname: string, userScope: Scope): string | null {
  const [, first = ''] = pathname.split('/');
  return parseScope(first) === userScope ? null : cabinetPath(userScope);
}
