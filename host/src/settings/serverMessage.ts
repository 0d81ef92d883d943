import { HTTPError } from 'ky';
import { isSigningError } from '@portal/platform';

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The text a failed answer carries: `message` (or `errorMessage`) of a JSON body, else a plain-text body. */
async function answerText(response: Response): Promise<string | undefined> {
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return undefined;
  }
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      const { message, errorMessage } = body as Record<string, unknown>;
      return nonEmpty(message) ?? nonEmpty(errorMessage);
    }
    return nonEmpty(body);
  } catch {
    // Spec §8 speaks of "the server's error text": a plain-text body is that text (an HTML error page is not).
    const plain = nonEmpty(text);
    return plain && !plain.startsWith('<') ? plain : undefined;
  }
}

/** The server's text of a failed call (JSON `{message}` or plain text), a signing error's text, or `fallback`. */
export async function serverMessage(error: unknown, fallback: string): Promise<string> {
  if (isSigningError(error)) return error.message;
  if (error instanceof HTTPError) return (await answerText(error.response)) ?? fallback;
  return fallback;
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof HTTPError ? error.response.status : undefined;
}
