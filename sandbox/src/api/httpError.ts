/** An error that becomes an answer with the given status: JSON `{message}`, or the bare text when `plainText`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly plainText = false,
  ) {
    super(message);
  }
}

/** A 400 whose body is the message as plain text (spec §8 speaks of "the server's error text" for МЧД calls). */
export function plainTextError(status: number, message: string): HttpError {
  return new HttpError(status, message, true);
}

/** express.json()'s error for a body that is not valid JSON. */
export function isBodyParseError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.parse.failed';
}
