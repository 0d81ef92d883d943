import { CABINET_LANDING, SCOPES, type Scope } from '@portal/api/scopeNames';

/**
 * Whether the page at `pathname` opens on `scope`'s landing page: the page itself, the cabinet's root, or `/` and
 * `/login`, which send a signed-in user there (spec §2 Routes and Guards).
 */
export function opensOnLanding(pathname: string, scope: Scope): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/' || path === '/login' || path === CABINET_LANDING[scope] || path === `/${scope.toLowerCase()}`;
}

/** `expected` as a scope when the page at `pathname` opens on its landing page; null otherwise. */
export function landingScopeOf(expected: string | null, pathname: string): Scope | null {
  const scope = SCOPES.find((candidate) => candidate === expected);
  return scope && opensOnLanding(pathname, scope) ? scope : null;
}
