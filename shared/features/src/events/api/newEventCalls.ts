import { eventPaths, newEventSchema, textField, type EventsApiPrefix, type NewEvent } from '@portal/api';
import { getJson, lenientList, sendJson } from '@portal/platform';
import { logCallFailure } from './logCallFailure';

const newEventList = lenientList('GET events/new', newEventSchema, (raw) => {
  const name = textField(raw, 'eventGroupName');
  const description = textField(raw, 'eventDescription');
  if (!name && !description) return null;
  return { eventGroupName: name, eventDescription: description, orderId: textField(raw, 'orderId') || null, items: [], schema: { headers: [], tableItems: [] } };
});

/**
 * The new-events list and its clearing (the spec gives no call; events/CONTRACT.md). Both are ours: a server that
 * keeps only spec §7 answers 404, which reads as "not offered" (null): the dialog stays closed, the 404 is logged and
 * the events page says new events are not shown on entry (NewEventsNotOffered).
 */
export const newEventCalls = {
  list: async (prefix: EventsApiPrefix): Promise<NewEvent[] | null> => {
    const call = `GET ${eventPaths.newEvents(prefix)}`;
    try {
      return await getJson(eventPaths.newEvents(prefix), newEventList);
    } catch (error) {
      if (logCallFailure(call, error, 'not offered, the new-events dialog stays closed') === 404) return null;
      throw error;
    }
  },
  clear: async (prefix: EventsApiPrefix): Promise<void> => {
    try {
      await sendJson('post', eventPaths.clearNewEvents(prefix));
    } catch (error) {
      // The dialog is closed on the page either way; a server without the call has nothing to clear.
      if (logCallFailure(`POST ${eventPaths.clearNewEvents(prefix)}`, error) !== 404) throw error;
    }
  },
};
