import { isSigningError, UploadFailure } from '@portal/platform';

/** A problem the portal itself found with a document, said in Russian. */
export class EdmProblem extends Error {}

/** The server's `{message}` (or plain text) of a failed call, else `fallback`; signing errors keep their own text. */
export async function failureMessage(error: unknown, fallback: string): Promise<string> {
  if (isSigningError(error) || error instanceof EdmProblem) return error.message;
  if (error instanceof UploadFailure) return error.message || fallback;
  const response = typeof error === 'object' && error !== null && 'response' in error ? (error as { response: unknown }).response : undefined;
  if (response instanceof Response) {
    try {
      const text = await response.clone().text();
      try {
        const parsed = JSON.parse(text) as { message?: unknown; errorMessage?: unknown };
        const message = parsed.message ?? parsed.errorMessage;
        if (typeof message === 'string' && message.trim()) return message;
      } catch {
        if (text.trim() && !text.trim().startsWith('<')) return text.trim();
      }
    } catch {
      return fallback;
    }
  }
  return fallback;
}
