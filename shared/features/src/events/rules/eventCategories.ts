import type { EventCategory, PortalEvent } from '@portal/api';

/** Spec §6: the events page offers these categories only, in this order when the server gives none. */
export const OFFERED_CATEGORIES: readonly string[] = ['MESSAGE', 'AF_EVENTS'];

/** Spec §6: critical events shown are of these categories only. */
export const CRITICAL_CATEGORIES: readonly string[] = ['MESSAGE', 'DASHBOARD_EVENTS'];

/** The server's categories the page offers, in the server's order. */
export function offeredCategories(categories: readonly EventCategory[]): EventCategory[] {
  const seen = new Set<string>();
  return categories.filter((category) => {
    const code = category.categoryEnum.trim().toUpperCase();
    if (!OFFERED_CATEGORIES.includes(code) || seen.has(code)) return false;
    seen.add(code);
    return true;
  });
}

/** The critical events to show: MESSAGE and DASHBOARD_EVENTS. */
export function shownCriticalEvents<T extends Pick<PortalEvent, 'category'>>(events: readonly T[]): T[] {
  return events.filter((event) => CRITICAL_CATEGORIES.includes(event.category.categoryEnum.trim().toUpperCase()));
}
