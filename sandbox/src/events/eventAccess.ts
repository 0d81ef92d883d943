import type { Response } from 'express';
import { HttpError } from '../api/httpError';
import { callerOf } from '../api/middleware/authenticate';
import { callerOwner, pathId } from '../registries/registryAccess';
import type { EventsState } from './eventsState';
import type { SandboxEvent } from './eventTypes';

/** The caller's event of the path's id; another user's event is as good as missing (404). */
export function ownedEvent(state: EventsState, res: Response, idParam: unknown): SandboxEvent {
  const id = pathId(idParam, 'события');
  const event = state.events.get(id);
  if (!event || event.owner !== callerOwner(res)) throw new HttpError(404, `Событие ${id} не найдено`);
  return event;
}

export function eventsOfCaller(state: EventsState, res: Response): SandboxEvent[] {
  const owner = callerOwner(res);
  return [...state.events.values()].filter((event) => event.owner === owner).sort((a, b) => b.eventDate.localeCompare(a.eventDate) || b.id - a.id);
}

/**
 * The user's eventStatus follows their events: once no unseen event requests documents, the menu's red icon goes
 * (GET /v2/user answers the updated record). It is never raised here: the seeded users start as they are.
 */
export function settleUserEventStatus(state: EventsState, res: Response): void {
  const { account } = callerOf(res);
  if (account.user.eventStatus !== 'REQUIREMENT_REQUEST') return;
  const waiting = eventsOfCaller(state, res).some((event) => event.status === 'REQUIREMENT_REQUEST' && !event.visible);
  if (!waiting) account.user = { ...account.user, eventStatus: null, iconEvent: null };
}
