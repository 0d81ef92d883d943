/**
 * The four cabinets (spec §1). Compared case-insensitively (spec §3), kept upper-case here. A file of its own, free
 * of zod, so that the start-up code (host main.js) can name them.
 */
export const SCOPES = ['LKK', 'LKD', 'LKA', 'LKP'] as const;
export type Scope = (typeof SCOPES)[number];

