import { z } from './zod';

export interface BestEffortOptions<Row> {
  /** Fields without which the row is dropped (it cannot be opened or told apart): e.g. `id`. */
  required?: readonly (keyof Row & string)[];
  /** The value a failed field takes when its schema refuses a missing value too (a required-looking number: 0). */
  empty?: { [Key in keyof Row]?: Row[Key] };
  /**
   * What a field can still read from a value its schema refused, before falling back to its missing value;
   * `undefined` when it can read nothing. For the few fields whose odd values still hold something to show.
   */
  salvage?: { [Key in keyof Row]?: (value: unknown) => Row[Key] | undefined };
}

function fieldsOf(raw: unknown): Record<string, unknown> | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

/**
 * The best-effort reading of an odd row, derived from its object schema (the one source of its fields): each field
 * is read on its own by its own schema; a field that fails takes what its schema gives for a missing value (its
 * parse of `undefined`), else the declared `empty` value (a field with neither must be `required`: said when the
 * parser is made). The row is dropped (null) when it is not an object, is an empty one, or when a `required` field
 * fails. A field added to the schema is carried here with no other edit.
 */
export function bestEffortRow<Schema extends z.core.$ZodObject>(
  schema: Schema,
  options: BestEffortOptions<z.infer<Schema>> = {},
): (raw: unknown) => z.infer<Schema> | null {
  const shape: z.core.$ZodShape = schema._zod.def.shape;
  const required = new Set<string>(options.required ?? []);
  const empty = (options.empty ?? {}) as Record<string, unknown>;
  const salvage = (options.salvage ?? {}) as Record<string, ((value: unknown) => unknown) | undefined>;
  const missing = new Map<string, { value: unknown } | null>();
  for (const [name, field] of Object.entries(shape)) {
    const parsed = z.safeParse(field, undefined);
    if (parsed.success) missing.set(name, { value: parsed.data });
    else if (name in empty) missing.set(name, { value: empty[name] });
    else if (!required.has(name)) throw new Error(`bestEffortRow: '${name}' refuses a missing value; name it required or give it an empty value`);
    else missing.set(name, null);
  }
  return (raw) => {
    const fields = fieldsOf(raw);
    if (!fields || Object.keys(fields).length === 0) return null;
    const row: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(shape)) {
      const parsed = z.safeParse(field, fields[name]);
      if (parsed.success) {
        row[name] = parsed.data;
        continue;
      }
      const saved = salvage[name]?.(fields[name]);
      if (saved !== undefined) {
        row[name] = saved;
        continue;
      }
      const fallback = missing.get(name);
      if (required.has(name) || !fallback) return null;
      row[name] = fallback.value;
    }
    return row as z.infer<Schema>;
  };
}

/** A value the detail "leaves empty": '', null, undefined, or an object whose own values are all empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === '' || value === null || value === undefined) return true;
  if (Array.isArray(value)) return false;
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isEmptyValue);
  return false;
}

/**
 * The detail's row with its gaps filled from the same row as the list showed it: each field the detail leaves
 * empty (isEmptyValue) takes the listed one's; the detail's own values always win. Field by field over whatever
 * the rows hold, so a field added to the schema is filled with no other edit.
 */
export function fillFrom<Row extends object>(detail: Row, listed: Row | undefined): Row {
  if (!listed) return detail;
  const filled: Record<string, unknown> = { ...(listed as Record<string, unknown>) };
  for (const [name, value] of Object.entries(detail)) {
    if (!isEmptyValue(value) || !(name in filled)) filled[name] = value;
  }
  return filled as Row;
}
