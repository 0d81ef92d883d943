import {
  EVENT_FILES_FIELD,
  EVENT_REQUIREMENT_FIELD,
  clientDeleteFileRequestSchema,
  debtorDeleteFileRequestSchema,
  eventCategorySchema,
  eventListRequestSchema,
  eventPaths,
  eventResponseSchema,
  eventSchema,
  eventsStatusSchema,
  textField,
  type EventCategory,
  type EventsStatus,
  type PortalEvent,
} from '@portal/api';
import { callReportingFailure, getJson, lenientList, reportOddAnswer, sendJson, uploadWithProgressAnswer } from '@portal/platform';
import type { EventsCabinet } from '../eventsCabinet';
import { oddEvent } from './oddEvent';

const categoryList = lenientList('GET events/categories', eventCategorySchema, (raw) => {
  const categoryEnum = textField(raw, 'categoryEnum') || textField(raw, 'code');
  return categoryEnum ? { categoryEnum, name: textField(raw, 'name') } : null;
});

const eventList = (call: string) => lenientList(call, eventSchema, oddEvent);

/** What add-file, LKD delete-file and LKD requirements answer (spec §3 "Event response: events, event"). */
export interface EventResponse {
  events: PortalEvent[] | null;
  event: PortalEvent | null;
}

/** Reads an event response as far as it goes: any 2xx is success, a missing or odd part is null (the caller refetches). */
export function readEventResponse(call: string, answer: unknown): EventResponse {
  const parsed = eventResponseSchema.safeParse(answer);
  if (!parsed.success) return { events: null, event: null };
  const { events, event } = parsed.data;
  let list: PortalEvent[] | null = null;
  if (Array.isArray(events)) {
    try {
      list = eventList(call).parse(events);
    } catch {
      list = null;
    }
  }
  const single = event === undefined || event === null ? null : (eventSchema.safeParse(event).data ?? oddEvent(event));
  if (event && !eventSchema.safeParse(event).success) reportOddAnswer(call, 'event did not match its schema');
  return { events: list, event: single };
}

/** The events calls of spec §7 for one cabinet (paths relative to /api/). */
export function eventCalls(cabinet: EventsCabinet) {
  const prefix = cabinet.apiPrefix;
  return {
    categories: (): Promise<EventCategory[]> => getJson(eventPaths.categories(prefix), categoryList),
    list: (categoryEnum: string): Promise<PortalEvent[]> => sendJson('post', eventPaths.list(prefix), eventListRequestSchema.parse({ categoryEnum }), eventList(`POST ${prefix}/events`)),
    status: (): Promise<EventsStatus> => getJson(eventPaths.status(prefix), eventsStatusSchema),
    critical: (date?: string): Promise<PortalEvent[]> =>
      getJson(eventPaths.critical(prefix), eventList(`GET ${prefix}/events/critical`), date ? { searchParams: { date } } : undefined),
    calendarDay: (day: string): Promise<PortalEvent[]> => getJson(eventPaths.calendarDay(prefix, day), eventList(`GET ${prefix}/events/calendar/{day}`)),
    setVisible: (eventId: string | number): Promise<void> => sendJson('post', eventPaths.setVisible(prefix, eventId)),
    addFiles: async (eventId: string | number, requirementId: string | number, files: readonly File[], onProgress: (fraction: number) => void): Promise<EventResponse> => {
      const body = new FormData();
      for (const file of files) body.append(EVENT_FILES_FIELD, file, file.name);
      body.append(EVENT_REQUIREMENT_FIELD, String(requirementId));
      return readEventResponse(`POST ${prefix}/event/{id}/add-file`, await uploadWithProgressAnswer(eventPaths.addFile(prefix, eventId), body, { onProgress }));
    },
    // A refusal (400: e.g. a server that names the body's fields otherwise) shows its message; the file stays.
    deleteFile: (eventId: string | number, requirementId: string | number, fileId: string | number): Promise<void> =>
      callReportingFailure(`POST ${prefix}/event/{id}/delete-file`, () =>
        sendJson(
          'post',
          eventPaths.deleteFile(prefix, eventId),
          cabinet.deleteFileBody === 'fileId' ? debtorDeleteFileRequestSchema.parse({ fileId }) : clientDeleteFileRequestSchema.parse({ binaryinfoid: fileId, reqid: requirementId }),
        ),
      ),
    sendRequirements: (eventId: string | number): Promise<void> => sendJson('post', eventPaths.requirements(eventId)),
  };
}
