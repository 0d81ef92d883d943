import { HTTPError } from 'ky';
import { isSigningError } from '@portal/platform';

/** The `{message}` of a failed call's answer, a signing error's text, or `fallback`. */
export async function serverMessage(error: unknown, fallback: string): Promise<string> {
  if (isSigningError(error)) return error.message;
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message.trim()) return body.message;
    } catch {
      // not JSON
    }
  }
  return fallback;
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof HTTPError ? error.response.status : undefined;
}
