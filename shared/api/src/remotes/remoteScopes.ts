/** The cabinet scopes /remotes.json may name; kept here without zod (scopes.ts imports it) for main.js. */
export const SCOPE_NAMES = ['LKK', 'LKD', 'LKA', 'LKP'] as const;
export type RemoteScope = (typeof SCOPE_NAMES)[number];
