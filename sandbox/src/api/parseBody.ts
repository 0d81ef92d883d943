import { z } from 'zod';
import { HttpError } from './httpError';
import { zodErrorMessage } from './zodMessage';

/** The request body parsed by `schema`, or a 400 naming the offending field. */
export function parseBody<T extends z.core.$ZodType>(schema: T, body: unknown): z.core.output<T> {
  const result = z.safeParse(schema, body);
  if (!result.success) throw new HttpError(400, zodErrorMessage(result.error, body));
  return result.data;
}
