import type { World } from '../world/world';
import type { EventIdKind, EventsSeedTarget } from './eventsSeedTarget';
import { seedEvents } from './seedEvents';
import { seedNewEvents } from './seedNewEvents';
import type { SandboxEvent, SandboxEventGroup, SandboxEventOrder, SandboxNewEvent } from './eventTypes';

const FIRST_IDS: Readonly<Record<EventIdKind, number>> = { event: 7_001, requirement: 9_001, group: 501, order: 8_001, newEvent: 6_001 };

/** SANDBOX_NEW_EVENTS=off: no new-events lists after a reset (the browser tests that do not expect the dialog). */
export function newEventsByDefault(env: NodeJS.ProcessEnv = process.env): boolean {
  return !/^(off|0|false)$/i.test(env.SANDBOX_NEW_EVENTS ?? '');
}

/** The events area of the demo world for the run: events, dashboard groups, the factor's orders, new-events lists. */
export class EventsState implements EventsSeedTarget {
  events = new Map<number, SandboxEvent>();
  groups = new Map<number, SandboxEventGroup>();
  orders = new Map<number, SandboxEventOrder>();
  newEvents = new Map<number, SandboxNewEvent>();
  private ids: Record<EventIdKind, number> = { ...FIRST_IDS };

  constructor(private readonly world: World) {
    seedEvents(world, this);
    if (newEventsByDefault()) seedNewEvents(world, this);
  }

  nextId(kind: EventIdKind): number {
    return this.ids[kind]++;
  }

  /** The /__sandbox/new-events switch: seeds fresh lists (on) or empties them (off) until the next reset. */
  setNewEvents(on: boolean): void {
    this.newEvents.clear();
    if (on) seedNewEvents(this.world, this);
  }
}

const states = new WeakMap<World, EventsState>();

/** The events of this world, seeded from it on first use (after a reset, again). */
export function eventsOf(world: World): EventsState {
  let state = states.get(world);
  if (!state) {
    state = new EventsState(world);
    states.set(world, state);
  }
  return state;
}

/** POST /__sandbox/reset: the next call seeds the events again from the reset world. */
export function resetEvents(world: World): void {
  states.delete(world);
}
