import type { EventsApiPrefix } from '@portal/api';

/** TanStack Query keys of the events area. */
export const eventKeys = {
  all: (prefix: EventsApiPrefix) => ['events', prefix] as const,
  categories: (prefix: EventsApiPrefix) => ['events', prefix, 'categories'] as const,
  list: (prefix: EventsApiPrefix, category: string) => ['events', prefix, 'list', category] as const,
  status: (prefix: EventsApiPrefix) => ['events', prefix, 'status'] as const,
  critical: (prefix: EventsApiPrefix, month: string) => ['events', prefix, 'critical', month] as const,
  calendarDay: (prefix: EventsApiPrefix, day: string) => ['events', prefix, 'calendar', day] as const,
  /**
   * Outside ['events', prefix]: the marks are placed once per month and set of critical events (the ids in the key),
   * so refreshing the events after an event is opened does not ask every day again.
   */
  monthMarks: (prefix: EventsApiPrefix, month: string, eventIds: readonly string[]) => ['event-calendar-marks', prefix, month, eventIds] as const,
  newEvents: (prefix: EventsApiPrefix) => ['events', prefix, 'new'] as const,
  groups: () => ['events', 'lkk', 'dashboard', 'groups'] as const,
  group: (groupId: string, filters: object) => ['events', 'lkk', 'dashboard', 'group', groupId, filters] as const,
  order: (prefix: EventsApiPrefix, orderId: string) => ['events', prefix, 'order', orderId] as const,
};

/** The host's current-user query (host/src/user/useCurrentUserQuery.ts): refetched so the menu's events icon follows. */
export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;
