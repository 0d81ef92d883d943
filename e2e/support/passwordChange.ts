/**
 * Where the browser tests' sandbox serves the password change action (PASSWORD_CHANGE_PATH, given to the portal in
 * /config; decision 0038): not the portal's default guess, so every password change in the suite shows the portal
 * reads the path from /config, in the full and the spec-only mode alike.
 */
export const E2E_PASSWORD_CHANGE_PATH = 'v2/user/password/change';

export function isPasswordChangeAction(request: { method(): string; url(): string }): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === `/api/${E2E_PASSWORD_CHANGE_PATH}`;
}
