import type { SandboxEvent, SandboxEventGroup, SandboxEventOrder, SandboxNewEvent } from './eventTypes';

export type EventIdKind = 'event' | 'requirement' | 'group' | 'order' | 'newEvent';

/**
 * What the events seeders fill: the events area's maps and id counters. The seeders take this rather than the
 * EventsState class, because EventsState seeds itself and the two would otherwise import each other.
 */
export interface EventsSeedTarget {
  readonly events: Map<number, SandboxEvent>;
  readonly groups: Map<number, SandboxEventGroup>;
  readonly orders: Map<number, SandboxEventOrder>;
  readonly newEvents: Map<number, SandboxNewEvent>;
  nextId(kind: EventIdKind): number;
}
