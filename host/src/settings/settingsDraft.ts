/**
 * Where the settings' typed e-mail and notification date wait across a session end (decision 0059); the chosen МЧД
 * file is named to choose again. Passwords are never kept (their own dialog has no draft key).
 */
export const SETTINGS_DRAFT_KEY = 'settings';
