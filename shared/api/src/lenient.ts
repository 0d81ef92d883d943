import { z } from './zod';

/**
 * Building blocks for answer schemas (ARCHITECTURE rule 9 "parse what you use"): they accept the variants a
 * real back end may send where the spec fixes nothing (numbers as strings, null, a missing field) and never
 * the other way round: request schemas stay strict.
 */

/** The text lenientNumber accepts for a number: digits grouped by spaces, a comma or a point for decimals. */
export const NUMBER_TEXT = /^\s*-?[\d\s\u00a0]*\d([.,]\d+)?\s*$/;

/** The number in a text NUMBER_TEXT accepts. */
export function numberOfText(value: string): number {
  return Number(value.replace(/[\s\u00a0]/g, '').replace(',', '.'));
}

/** A number, or a string holding one ("12", " 1 500,50 "). */
export const lenientNumber = z.pipe(
  z.union([z.number(), z.string().check(z.regex(NUMBER_TEXT))]),
  z.transform((value) => (typeof value === 'number' ? value : numberOfText(value))),
);

/** lenientNumber, or null when absent, null or empty. */
export const nullableNumber = z.pipe(
  z.optional(z.nullable(z.union([z.literal(''), lenientNumber]))),
  z.transform((value) => (value === undefined || value === null || value === '' ? null : value)),
);

/** An identifier used in a path or as a key: a number or a non-empty string, kept as sent. */
export const lenientId = z.union([z.number(), z.string().check(z.minLength(1))]);

/** Text to show: a string as is, a number or boolean as its text, anything absent as ''. */
export const lenientText = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
  z.transform((value) => (value === undefined || value === null ? '' : String(value))),
);

/** Text or null (absent, null and '' are null). */
export const nullableText = z.pipe(lenientText, z.transform((value) => (value === '' ? null : value)));

/** true/false, also as "true"/"false" or 1/0. */
export const lenientBoolean = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', 'TRUE', 'FALSE', 'True', 'False']), z.literal(1), z.literal(0)]),
  z.transform((value) => value === true || value === 1 || String(value).toLowerCase() === 'true'),
);

/** lenientBoolean with a value for absent or null. */
export function booleanOr(fallback: boolean) {
  return z.pipe(
    z.optional(z.nullable(lenientBoolean)),
    z.transform((value) => value ?? fallback),
  );
}
