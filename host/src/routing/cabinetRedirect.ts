import { CABINET_LANDING, parseScope, type Scope } from '@portal/api';

/**
 * Cabinet entry guard of spec §2: where a user of `userScope` must go instead of `pathname`, or null to stay.
 * Another scope's cabinet and a bare cabinet root (`/lkk`) lead to the user's own landing page.
 */
export function cabinetRedirect(pathname: string, userScope: Scope): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  const cabinet = parseScope(first);
  if (cabinet !== userScope) return CABINET_LANDING[userScope];
  if (rest.every((segment) => segment === '')) return CABINET_LANDING[userScope];
  return null;
}
