import { PASSWORD_CHANGE_ACTION_PATH, passwordPath, type Scope } from '@portal/api';

/**
 * Where the four-field password change action lives (spec §7: "path not shown"; decision 0038). The deploy names it
 * in /config's `passwordChangePath` (deploy/host writes it from PASSWORD_CHANGE_PATH), a path under /api/ that may
 * hold `{scope}` for the cabinet's own word (lkk, lkd, lka; LKP uses lkk as for the spec's PUT). Without it, or
 * with a value that is not such a path, the portal's own guess PASSWORD_CHANGE_ACTION_PATH is used.
 */
let configuredPath: string | null = null;

/** Letters, digits, `_`, `-`, `.` and the `{scope}` placeholder, in segments; no `..`, no query, no origin. */
const USABLE = /^(?:[A-Za-z0-9_.-]+|\{scope\})(?:\/(?:[A-Za-z0-9_.-]+|\{scope\}))*$/;

/** Called at start-up with /config's value; an unusable value is reported and the default kept. */
export function setPasswordChangePath(value: unknown): void {
  configuredPath = null;
  if (value === undefined || value === null) return;
  const path = typeof value === 'string' ? value.trim().replace(/^\/+/, '').replace(/^api\//, '') : '';
  if (USABLE.test(path) && !path.split('/').some((segment) => segment === '.' || segment === '..')) configuredPath = path;
  else console.error('GET /config: passwordChangePath is not a usable relative path; the default is used', value);
}

/** The action's path under /api/ for a user of `scope`. */
export function passwordChangeActionPath(scope: Scope): string {
  const cabinet = passwordPath(scope).split('/')[0] ?? 'lkk';
  return (configuredPath ?? PASSWORD_CHANGE_ACTION_PATH).replaceAll('{scope}', cabinet);
}
