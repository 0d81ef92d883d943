import { z } from '../zod';

/** Test helpers for schema tests: the parsed value (throws on refusal), or whether a value is accepted at all. */
export const parse = <T>(schema: z.core.$ZodType<T>, value: unknown): T => z.parse(schema, value);
export const accepts = (schema: z.core.$ZodType, value: unknown): boolean => z.safeParse(schema, value).success;
