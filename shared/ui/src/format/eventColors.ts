/** Colours of spec §9 (event statuses) and §3 (event urgency). */
export const EVENT_GREEN = '#23be00';
export const EVENT_RED = '#ee1123';
/** The spec names orange and gray for urgency without values; these are the Material palette's. */
export const EVENT_ORANGE = '#fb8c00';
export const EVENT_GRAY = '#9e9e9e';

const GREEN_STATUSES = new Set(['PULL_OFF', 'REQUIREMENT_VALIDATING', 'WAIT']);

/** PULL_OFF, REQUIREMENT_VALIDATING, WAIT → green; WARNING, REQUIREMENT_REQUEST, EXPIRED and any other → red. */
export function eventStatusColor(statusCode: string | null | undefined): string {
  return statusCode && GREEN_STATUSES.has(statusCode) ? EVENT_GREEN : EVENT_RED;
}

const URGENCY_COLORS: Record<string, string> = { CRITICAL: EVENT_RED, HIGH: EVENT_ORANGE, LOW: EVENT_GREEN };

/** CRITICAL red, HIGH orange, LOW green, none (or unknown) gray. */
export function eventUrgencyColor(urgency: string | null | undefined): string {
  return (urgency && URGENCY_COLORS[urgency]) || EVENT_GRAY;
}
