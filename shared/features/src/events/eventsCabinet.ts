import { eventsApiPrefixOf, type EventsApiPrefix, type EventsScope } from '@portal/api';

/**
 * The events area's cabinet descriptor (ARCHITECTURE "Inside a feature area"): what differs between LKK, LKP
 * and LKD. LKP uses the LKK calls (spec §7 client cabinet); LKA has no events (spec §4).
 */
export interface EventsCabinet {
  scope: EventsScope;
  apiPrefix: EventsApiPrefix;
  /** Spec §7: LKK deletes a file by {binaryinfoid, reqid}, LKD by {file id}. */
  deleteFileBody: 'binaryinfoidAndReqid' | 'fileId';
  /** LKD only: POST /lkd/event/{eventId}/requirements sends the uploaded documents to the factor. */
  sendsRequirements: boolean;
}

export function eventsCabinetOf(scope: EventsScope): EventsCabinet {
  const apiPrefix = eventsApiPrefixOf(scope);
  return { scope, apiPrefix, deleteFileBody: apiPrefix === 'lkd' ? 'fileId' : 'binaryinfoidAndReqid', sendsRequirements: apiPrefix === 'lkd' };
}

export const LKK_EVENTS = eventsCabinetOf('LKK');
export const LKP_EVENTS = eventsCabinetOf('LKP');
export const LKD_EVENTS = eventsCabinetOf('LKD');
