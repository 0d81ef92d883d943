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

/** body-parser's error for a body over its limit (→ 413, never a 500). */
export function isBodyTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large';
}

/**
 * Any other body-parser refusal of the client's body (bad charset or encoding, wrong length, aborted, a body labelled
 * gzip/br/deflate that is not compressed): body-parser's http-errors carry a 4xx status and `expose`, the zlib ones
 * without a `type`.
 */
export function isClientBodyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status = 'status' in error ? Number(error.status) : NaN;
  if (!(status >= 400 && status < 500)) return false;
  return ('type' in error && typeof error.type === 'string') || ('expose' in error && error.expose === true);
}
