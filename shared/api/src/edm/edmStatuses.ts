/** The two statuses spec §4 names; the sandbox's other statuses are in CONTRACT.md and shown as sent. */
export const EDM_STATUS_REQUIRES_SIGNATURE = 'Требуется подпись';
export const EDM_STATUS_ON_SIGNING = 'На подписи';

/** The two views of spec §3 (filter `type`). */
export const EDM_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type EdmDirection = (typeof EDM_DIRECTIONS)[number];

/** EDM page limit (spec §9). */
export const EDM_PAGE_LIMIT = 30;
