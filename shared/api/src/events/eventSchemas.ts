import { z } from '../zod';
import { booleanOr, lenientId, lenientText, nullableText } from '../lenient';

/**
 * Answer schemas of the events calls (ARCHITECTURE rule 9): only what the portal reads is required (an event's id),
 * the rest is optional, unknown fields pass, numbers may come as strings. See events/CONTRACT.md for the shapes.
 */

/** `{code, name}` of spec §3 (status.code), also accepted as a bare code string. */
const codeName = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.object({ code: lenientText, name: lenientText })]))),
  z.transform((value) => (typeof value === 'string' ? { code: value, name: '' } : { code: value?.code ?? '', name: value?.name ?? '' })),
);

const categoryOfEvent = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.object({ categoryEnum: lenientText, name: lenientText })]))),
  z.transform((value) => (typeof value === 'string' ? { categoryEnum: value, name: '' } : { categoryEnum: value?.categoryEnum ?? '', name: value?.name ?? '' })),
);

/** A list inside an answer that may be absent or null: an empty list then. */
function listOf<T extends z.core.SomeType>(item: T) {
  return z.pipe(z.optional(z.nullable(z.array(item))), z.transform((value) => value ?? []));
}

/** An id the spec does not promise: read when sent, null otherwise. */
const optionalId = z.pipe(
  z.catch(z.optional(z.nullable(lenientId)), null),
  z.transform((value) => value ?? null),
);

/** A requirement's or an order's file (spec §3 "files[]", no fields named): without an id it is shown but not deleted or downloaded. */
export const eventFileSchema = z.object({ id: optionalId, name: lenientText });
export type EventFile = z.infer<typeof eventFileSchema>;

export const requirementSchema = z.object({
  id: lenientId,
  name: lenientText,
  documentType: z.pipe(
    z.optional(z.nullable(z.object({ name: lenientText, required: booleanOr(false) }))),
    z.transform((value) => ({ name: value?.name ?? '', required: value?.required ?? false })),
  ),
  files: listOf(eventFileSchema),
});
export type Requirement = z.infer<typeof requirementSchema>;

/** Spec §3 Event: id, status.code, category.categoryEnum, requirements[]; plus what the screens show if sent. */
export const eventSchema = z.object({
  id: lenientId,
  status: codeName,
  category: categoryOfEvent,
  urgency: nullableText,
  title: lenientText,
  description: lenientText,
  eventDate: lenientText,
  visible: booleanOr(false),
  contractFactNum: nullableText,
  registryNumber: nullableText,
  updName: nullableText,
  requirements: listOf(requirementSchema),
});
export type PortalEvent = z.infer<typeof eventSchema>;

export const eventCategorySchema = z.object({ categoryEnum: z.string().check(z.minLength(1)), name: lenientText });
export type EventCategory = z.infer<typeof eventCategorySchema>;

/** GET …/events/status (shape not shown by the spec): the cabinet's summary status and how many events are unseen. */
export const eventsStatusSchema = z.object({ code: nullableText, name: lenientText, unseen: z.pipe(z.optional(z.nullable(z.union([z.number(), z.string()]))), z.transform((value) => Number(value ?? 0) || 0)) });
export type EventsStatus = z.infer<typeof eventsStatusSchema>;

/** Spec §3 "Event response: events, event" (add-file, and our LKD requirements/delete-file answers). */
export const eventResponseSchema = z.object({ events: z.optional(z.nullable(z.array(z.unknown()))), event: z.optional(z.nullable(z.unknown())) });

/** One entry of an event group (spec §3: items[] with eventId) as the dashboard shows it. */
export const eventGroupItemSchema = z.object({
  eventId: lenientId,
  description: lenientText,
  eventDate: lenientText,
  orderId: nullableText,
  contractFactNum: nullableText,
  urgency: nullableText,
});
export type EventGroupItem = z.infer<typeof eventGroupItemSchema>;

/** Spec §3 Event group: items[] with eventId; the id (to ask GET /lkk/dashboard/eventGroup) only when sent. */
export const eventGroupSchema = z.object({
  id: optionalId,
  name: lenientText,
  urgency: nullableText,
  items: listOf(eventGroupItemSchema),
});
export type EventGroup = z.infer<typeof eventGroupSchema>;

/** GET /lkk/event-order/{id} (shape not shown): an order of the factor with its files. */
export const eventOrderSchema = z.object({
  id: optionalId,
  number: lenientText,
  date: lenientText,
  status: lenientText,
  description: lenientText,
  files: listOf(eventFileSchema),
});
export type EventOrder = z.infer<typeof eventOrderSchema>;

/** Spec §3 New event: the table's headers and rows keyed by field name (headers as an object or a list). */
const newEventTableSchema = z.object({
  headers: z.pipe(
    z.optional(z.nullable(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]))),
    z.transform((value) => headersOf(value)),
  ),
  tableItems: z.pipe(
    z.optional(z.nullable(z.array(z.unknown()))),
    z.transform((rows) => (rows ?? []).filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row))),
  ),
});

export interface TableHeader {
  name: string;
  text: string;
}

function headersOf(value: Record<string, unknown> | unknown[] | null | undefined): TableHeader[] {
  if (!value) return [];
  if (Array.isArray(value)) {
    return value.flatMap((entry) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const fields = entry as Record<string, unknown>;
      const name = typeof fields.name === 'string' ? fields.name : typeof fields.value === 'string' ? fields.value : '';
      const text = [fields.text, fields.title, fields.label].find((item): item is string => typeof item === 'string') ?? name;
      return name ? [{ name, text }] : [];
    });
  }
  return Object.entries(value).map(([name, text]) => ({ name, text: typeof text === 'string' ? text : name }));
}

export const newEventSchema = z.object({
  id: z.optional(lenientId),
  eventGroupName: lenientText,
  eventDescription: lenientText,
  orderId: nullableText,
  items: listOf(z.object({ eventId: lenientId })),
  schema: z.pipe(z.optional(z.nullable(newEventTableSchema)), z.transform((value) => value ?? { headers: [], tableItems: [] })),
});
export type NewEvent = z.infer<typeof newEventSchema>;
