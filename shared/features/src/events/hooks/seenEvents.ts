import type { EventsApiPrefix, PortalEvent } from '@portal/api';
import { sessionStore } from '@portal/platform';

/** How many opened events a user's record keeps (the newest): enough for any events list, bounded in storage. */
const KEPT = 500;

const storageKey = (prefix: EventsApiPrefix) => `portal.seenEvents.${prefix}.${sessionStore.getState().userName}`;

// Where storage refuses (a private mode, a full quota) the record lasts as long as the page.
const unstored = new Map<string, string[]>();

function read(prefix: EventsApiPrefix): string[] {
  const key = storageKey(prefix);
  try {
    const raw = window.localStorage.getItem(key);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    // Unreadable or refused: the page's own record.
  }
  return unstored.get(key) ?? [];
}

/**
 * The events this user opened, marked seen with spec §7's POST …/events/{id}/set-visible. The spec gives an event no
 * seen flag (§3), so a server that sends none would show an opened event as «новое» again on every reload of the
 * list; the portal remembers what the user opened, per user and cabinet, in this browser. Decision 0064.
 */
export function rememberSeen(prefix: EventsApiPrefix, eventId: string | number): void {
  const key = storageKey(prefix);
  const id = String(eventId);
  const ids = [...read(prefix).filter((entry) => entry !== id), id].slice(-KEPT);
  unstored.set(key, ids);
  try {
    window.localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Refused: kept for the page only.
  }
}

/** The list with the events this user opened shown as seen, whatever the server's answer leaves out. */
export function withSeen(prefix: EventsApiPrefix, events: PortalEvent[]): PortalEvent[] {
  const seen = new Set(read(prefix));
  if (seen.size === 0) return events;
  return events.map((event) => (event.visible || !seen.has(String(event.id)) ? event : { ...event, visible: true }));
}
