import { z } from '../zod';

/** Request bodies (strict, ARCHITECTURE rule 9). */

/** POST /{cabinet}/events {categoryEnum}. */
export const eventListRequestSchema = z.strictObject({ categoryEnum: z.string().check(z.minLength(1)) });
export type EventListRequest = z.infer<typeof eventListRequestSchema>;

/** POST /lkk/event/{eventid}/delete-file {binaryinfoid, reqid} (spec §7). */
export const clientDeleteFileRequestSchema = z.strictObject({ binaryinfoid: z.union([z.number(), z.string()]), reqid: z.union([z.number(), z.string()]) });
export type ClientDeleteFileRequest = z.infer<typeof clientDeleteFileRequestSchema>;

/** POST /lkd/event/{eventId}/delete-file {file id} (spec §7): `{fileId}` is our name for it. */
export const debtorDeleteFileRequestSchema = z.strictObject({ fileId: z.union([z.number(), z.string()]) });
export type DebtorDeleteFileRequest = z.infer<typeof debtorDeleteFileRequestSchema>;

/** GET /lkk/dashboard/eventGroup query: the group plus the spec's filters (date, query text, order id). */
export const eventGroupQuerySchema = z.strictObject({
  groupId: z.union([z.number(), z.string()]),
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  query: z.optional(z.string()),
  orderId: z.optional(z.string()),
});
export type EventGroupQuery = z.infer<typeof eventGroupQuerySchema>;
