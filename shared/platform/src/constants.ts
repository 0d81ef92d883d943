/** Business constants of spec §9 that the platform enforces. */

/** How often the token's remaining lifetime is checked (ms). */
export const TOKEN_REFRESH_CHECK_INTERVAL_MS = 10_000;

/** Refresh the token when fewer than this many seconds of validity remain. */
export const TOKEN_MIN_VALIDITY_SECONDS = 60;

/** A request answered 401 is repeated at most this many times, each after a token refresh. */
export const UNAUTHORIZED_RETRY_LIMIT = 2;

/** Names of the token cookies and their default lifetime. */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const TOKEN_COOKIE_EXPIRY_DAYS = 1;

/** Base path of every product call (spec §7). */
export const API_BASE_PATH = '/api/';

/** Notifications disappear after this many milliseconds (spec §9 "Message time-out"). */
export const MESSAGE_TIMEOUT_MS = 10_000;

/** The loading dialog appears only when work lasts longer than this (spec §9 "Loader delay"). */
export const LOADER_DELAY_MS = 1_800;

/** Loader message when the caller gives none (spec §8 "Loader messages"). */
export const DEFAULT_LOADER_MESSAGE = 'Пожалуйста, подождите. Идёт загрузка.';
