/** The parts of a failed answer's body the error catalogue uses. */
export interface FailureBody {
  /** The whole body as text ('' when there is none). */
  text: string;
  /** `message`, else `errorMessage`, of a JSON body; undefined when absent or empty. */
  message: string | undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Reads the body of a failed answer without consuming it for the caller. */
export async function readFailureBody(response: Response): Promise<FailureBody> {
  let text = '';
  try {
    text = await response.clone().text();
  } catch {
    return { text: '', message: undefined };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) {
      const { message, errorMessage } = parsed as Record<string, unknown>;
      return { text, message: nonEmptyString(message) ?? nonEmptyString(errorMessage) };
    }
  } catch {
    // not JSON: only the text is known
  }
  return { text, message: undefined };
}
