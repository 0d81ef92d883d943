import { z } from './zod';

/** One row of a list answer that did not match its schema. */
export interface OddRow {
  index: number;
  /** What was wrong, for the error log (field paths and zod's issue text). */
  problem: string;
  /** Whether the row is still shown (as best it can be) or had nothing usable. */
  shown: boolean;
}

export interface ParsedRows<Row> {
  rows: Row[];
  odd: OddRow[];
}

/** Where a list may sit in an answer: the array itself or under one of these keys (the spec fixes neither). */
const LIST_KEYS = ['items', 'content', 'data', 'list', 'result'] as const;

/** The array of a list answer, or null when the answer holds none. */
export function rowsOf(answer: unknown): unknown[] | null {
  if (Array.isArray(answer)) return answer;
  if (typeof answer === 'object' && answer !== null) {
    for (const key of LIST_KEYS) {
      const value = (answer as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value;
    }
  }
  return null;
}

function describeProblem(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(row)'}: ${issue.message}`).join('; ');
}

/**
 * Parses each row of a list answer on its own: good rows as the schema says, an odd row through `bestEffort`
 * (null drops it), so one odd row never empties the list. Throws only when the answer holds no list at all.
 */
export function parseRows<Row>(answer: unknown, schema: z.core.$ZodType<Row>, bestEffort: (raw: unknown) => Row | null): ParsedRows<Row> {
  const raw = rowsOf(answer);
  if (raw === null) throw new Error('The answer holds no list');
  const rows: Row[] = [];
  const odd: OddRow[] = [];
  raw.forEach((item, index) => {
    const result = z.safeParse(schema, item);
    if (result.success) {
      rows.push(result.data);
      return;
    }
    const shown = bestEffort(item);
    if (shown !== null) rows.push(shown);
    odd.push({ index, problem: describeProblem(result.error), shown: shown !== null });
  });
  return { rows, odd };
}

/** The object's fields for best-effort rows (empty for anything that is not an object). */
export function fieldsOf(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

/** A field as text for a best-effort row. */
export function textField(raw: unknown, key: string): string {
  const value = fieldsOf(raw)[key];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
