/**
 * Where the sandbox serves spec §7's four-field password change action ("path not shown"; decision 0038):
 * PASSWORD_CHANGE_PATH, the variable deploy/host turns into /config's `passwordChangePath`, so one setting tells
 * the sandbox and the portal the same path. `{scope}` stands for lkk, lkd and lka. Unset: the portal's default guess
 * `v2/user/changePassword`, which the spec-only mode treats as beyond the spec (404); a path the deploy names is
 * where §7's action is, so the spec-only mode serves it.
 */
export const DEFAULT_PASSWORD_CHANGE_PATH = 'v2/user/changePassword';

const USABLE = /^(?:[A-Za-z0-9_.-]+|\{scope\})(?:\/(?:[A-Za-z0-9_.-]+|\{scope\}))*$/;

export interface PasswordChangeRoute {
  /** As /config gives it to the portal; undefined when not configured. */
  configured: string | undefined;
  /** Express paths under /api (one per cabinet word when the path holds `{scope}`). */
  routes: string[];
}

export function passwordChangeRoute(env: NodeJS.ProcessEnv = process.env): PasswordChangeRoute {
  const raw = env.PASSWORD_CHANGE_PATH?.trim().replace(/^\/+/, '').replace(/^api\//, '') ?? '';
  if (raw === '') return { configured: undefined, routes: [`/${DEFAULT_PASSWORD_CHANGE_PATH}`] };
  if (!USABLE.test(raw) || raw.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`PASSWORD_CHANGE_PATH: "${env.PASSWORD_CHANGE_PATH}" is not a path under /api/ (letters, digits, _ . - and {scope})`);
  }
  const routes = raw.includes('{scope}') ? ['lkk', 'lkd', 'lka'].map((cabinet) => `/${raw.replaceAll('{scope}', cabinet)}`) : [`/${raw}`];
  return { configured: raw, routes };
}
