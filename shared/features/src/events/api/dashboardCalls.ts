import { eventGroupQuerySchema, eventGroupSchema, eventOrderSchema, eventPaths, textField, type EventGroup, type EventGroupQuery, type EventOrder, type EventsApiPrefix } from '@portal/api';
import { downloadBlob, getJson, lenientList } from '@portal/platform';

/**
 * An odd group is shown, without items, if it has an id or a name; one with neither is left out (both logged). A
 * group without a name is labelled by its place in the list on screen, never by its id.
 */
const groupList = lenientList('GET lkk/dashboard/eventGroups', eventGroupSchema, (raw) => {
  const id = textField(raw, 'id');
  const name = textField(raw, 'name');
  return id || name ? { id: id || null, name, urgency: textField(raw, 'urgency') || null, items: [] } : null;
});

/** The client dashboard calls of spec §7 (LKK and LKP; /lkk paths) and the orders' files. */
export const dashboardCalls = {
  groups: (): Promise<EventGroup[]> => getJson(eventPaths.eventGroups(), groupList),
  group: (query: EventGroupQuery): Promise<EventGroup> => {
    const params = eventGroupQuerySchema.parse(query);
    const searchParams: Record<string, string> = { groupId: String(params.groupId) };
    if (params.date) searchParams.date = params.date;
    if (params.query) searchParams.query = params.query;
    if (params.orderId) searchParams.orderId = params.orderId;
    return getJson(eventPaths.eventGroup(), eventGroupSchema, { searchParams });
  },
  order: (prefix: EventsApiPrefix, orderId: string | number): Promise<EventOrder> => getJson(eventPaths.eventOrder(prefix, orderId), eventOrderSchema),
  /** A file of an order as a blob; a failure is ignored silently by the global handling (spec §8). */
  orderFile: (prefix: EventsApiPrefix, fileId: string | number): Promise<Blob> => downloadBlob(eventPaths.eventOrderDownload(prefix, fileId)),
};
