import { SCOPES } from '@portal/api/scopeNames';
import { scopeOfPath } from './scopeOfPath';

/** What start-up fetches of the cabinets before the user is loaded (decision 0049). */
export interface CabinetsToPrefetch {
  /** Whose manifests to read at once (with /remotes.json). */
  read: readonly string[];
  /** The cabinet whose scripts to preload once a session is likely: the path's, else the remembered one. */
  expected: string | null;
}

/**
 * A cabinet page names its cabinet; `/` after sign-in does not, so the cabinet the user was last in is expected. When
 * a session is likely and nothing is remembered (the first sign-in in this browser), every cabinet's manifest is read
 * (a few kilobytes), so that once the user is loaded only the scripts are left to fetch. Without a likely session
 * (a first visit, on its way to the login page) nothing is read outside a cabinet page (ARCHITECTURE rule 10).
 */
export function cabinetsToPrefetch(pathname: string, sessionLikely: boolean, remembered: string | null): CabinetsToPrefetch {
  const fromPath = scopeOfPath(pathname);
  if (fromPath) return { read: [fromPath], expected: fromPath };
  if (!sessionLikely) return { read: [], expected: null };
  if (remembered) return { read: [remembered], expected: remembered };
  return { read: SCOPES, expected: null };
}
