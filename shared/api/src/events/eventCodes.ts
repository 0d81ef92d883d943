/** Event statuses named by spec §3 (others exist and are shown as sent). */
export const EVENT_STATUSES = ['REQUIREMENT_REQUEST', 'PULL_OFF', 'REQUIREMENT_VALIDATING', 'WAIT', 'WARNING', 'EXPIRED'] as const;
export type KnownEventStatus = (typeof EVENT_STATUSES)[number];

/** Event categories of spec §3. */
export const EVENT_CATEGORIES = ['MESSAGE', 'AF_EVENTS', 'DASHBOARD_EVENTS'] as const;
export type KnownEventCategory = (typeof EVENT_CATEGORIES)[number];

/** The new-events group whose entry offers 'Скачать счет' (spec §2). */
export const INVOICE_GROUP_NAME = 'Оплата счета';
