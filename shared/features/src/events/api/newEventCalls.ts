import { eventPaths, newEventSchema, textField, type EventsApiPrefix, type NewEvent } from '@portal/api';
import { getJson, lenientList, sendJson } from '@portal/platform';

const newEventList = lenientList('GET events/new', newEventSchema, (raw) => {
  const name = textField(raw, 'eventGroupName');
  const description = textField(raw, 'eventDescription');
  if (!name && !description) return null;
  return { eventGroupName: name, eventDescription: description, orderId: textField(raw, 'orderId') || null, items: [], schema: { headers: [], tableItems: [] } };
});

/** The new-events list and its clearing (the spec gives no call; events/CONTRACT.md). */
export const newEventCalls = {
  list: (prefix: EventsApiPrefix): Promise<NewEvent[]> => getJson(eventPaths.newEvents(prefix), newEventList),
  clear: (prefix: EventsApiPrefix): Promise<void> => sendJson('post', eventPaths.clearNewEvents(prefix)),
};
