import type { EventsApiPrefix, EventsScope } from '@portal/api';

/**
 * The events area's cabinet descriptor (ARCHITECTURE "Inside a feature area"): what differs between LKK, LKP
 * and LKD. LKP uses the LKK calls (spec §7 client cabinet); LKA has no events (spec §4).
 */
export interface EventsCabinet {
  scope: EventsScope;
  apiPrefix: EventsApiPrefix;
  /** Spec §7: LKK deletes a file by {binaryinfoid, reqid}, LKD by {file id}. */
  deleteFileBody: 'binaryinfoidAndReqid' | 'fileId';
  /** Whether POST /lkd/event/{eventId}/requirements sends the uploaded documents to the factor (LKD, spec §7). */
  sendsRequirements: boolean;
}

export const LKK_EVENTS: EventsCabinet = { scope: 'LKK', apiPrefix: 'lkk', deleteFileBody: 'binaryinfoidAndReqid', sendsRequirements: false };
/** LKP uses the client calls under /lkk (spec §7). */
export const LKP_EVENTS: EventsCabinet = { ...LKK_EVENTS, scope: 'LKP' };
export const LKD_EVENTS: EventsCabinet = { scope: 'LKD', apiPrefix: 'lkd', deleteFileBody: 'fileId', sendsRequirements: true };
