import type { Scope } from '../scopes';

/** The API prefix of the events calls: LKK and LKP use /lkk/… (spec §7 client cabinet), LKD /lkd/…. */
export type EventsApiPrefix = 'lkk' | 'lkd';

/** Cabinets that have events (LKA has none, spec §4). */
export type EventsScope = Extract<Scope, 'LKK' | 'LKP' | 'LKD'>;

const EVENTS_API_PREFIX: Record<EventsScope, EventsApiPrefix> = { LKK: 'lkk', LKP: 'lkk', LKD: 'lkd' };

export function eventsApiPrefixOf(scope: EventsScope): EventsApiPrefix {
  return EVENTS_API_PREFIX[scope];
}

const id = (value: string | number) => encodeURIComponent(String(value));

/** Paths of spec §7 (relative to /api/, no leading slash); the new-events pair is ours (events/CONTRACT.md). */
export const eventPaths = {
  categories: (prefix: EventsApiPrefix) => `${prefix}/events/categories`,
  list: (prefix: EventsApiPrefix) => `${prefix}/events`,
  status: (prefix: EventsApiPrefix) => `${prefix}/events/status`,
  critical: (prefix: EventsApiPrefix) => `${prefix}/events/critical`,
  calendarDay: (prefix: EventsApiPrefix, day: string) => `${prefix}/events/calendar/${id(day)}`,
  setVisible: (prefix: EventsApiPrefix, eventId: string | number) => `${prefix}/events/${id(eventId)}/set-visible`,
  addFile: (prefix: EventsApiPrefix, eventId: string | number) => `${prefix}/event/${id(eventId)}/add-file`,
  deleteFile: (prefix: EventsApiPrefix, eventId: string | number) => `${prefix}/event/${id(eventId)}/delete-file`,
  /** LKD only. */
  requirements: (eventId: string | number) => `lkd/event/${id(eventId)}/requirements`,
  newEvents: (prefix: EventsApiPrefix) => `${prefix}/events/new`,
  clearNewEvents: (prefix: EventsApiPrefix) => `${prefix}/events/new/clear`,
  eventGroups: () => 'lkk/dashboard/eventGroups',
  eventGroup: () => 'lkk/dashboard/eventGroup',
  /** Spec §7 gives /lkk/…; the LKD pair (for the new-events invoice) is ours, in the same shape. */
  eventOrder: (prefix: EventsApiPrefix, orderId: string | number) => `${prefix}/event-order/${id(orderId)}`,
  eventOrderDownload: (prefix: EventsApiPrefix, fileId: string | number) => `${prefix}/event-order/download/${id(fileId)}`,
} as const;

/** Multipart field of the files of add-file (one part per file) and of the requirement they satisfy. */
export const EVENT_FILES_FIELD = 'files';
export const EVENT_REQUIREMENT_FIELD = 'reqid';
