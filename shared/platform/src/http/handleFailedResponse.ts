import type { AfterResponseHook } from 'ky';
import { systemErrorText } from '../errors/systemErrorText';
import { hideLoader, setSessionContinue, setSessionError, showError, warn } from '../ui/uiStore';
import { readFailureBody } from './failureBody';
import { isDownload, isSilent } from './requestOptions';

/** Text of the orange notice for a 418 without a message (spec §8). */
export const TEAPOT_FALLBACK_MESSAGE = 'Возникла ошибка';

/** Title of the error banner for other failures (spec §8). */
export const ERROR_BANNER_TITLE = 'Ошибка';

/** Left to the caller (spec §8): 401 is the refresh rule's, 409 is per call. */
const LEFT_TO_CALLER = new Set([400, 401, 403, 404, 409]);

/** Answers the session-continue dialog gives its own (local) message for. */
const SERVER_FAILURES = new Set([500, 501, 502]);

/**
 * ky afterResponse hook for the global handling of spec §8. It only reports: the failed answer still
 * reaches the caller as an HTTPError. Silent calls are left alone; file downloads too, except a 410.
 */
export function handleFailedResponse(): AfterResponseHook {
  return async (request, options, response) => {
    if (response.ok || isSilent(options)) return;
    const { status } = response;
    // Spec §8: 410 sets the session error always, a file download included.
    if (status === 410) {
      setSessionError(true);
      return;
    }
    if (isDownload(request, options) || LEFT_TO_CALLER.has(status)) return;
    if (status === 413 || SERVER_FAILURES.has(status)) {
      hideLoader();
      const body = status === 413 ? await readFailureBody(response) : undefined;
      setSessionContinue(true, body?.message ?? null);
      return;
    }
    const body = await readFailureBody(response);
    if (status === 418) {
      hideLoader();
      warn(body.message ?? TEAPOT_FALLBACK_MESSAGE);
      return;
    }
    if (status === 451) {
      warn(body.text.trim() || TEAPOT_FALLBACK_MESSAGE);
      return;
    }
    showError({ name: ERROR_BANNER_TITLE, message: body.message ?? systemErrorText() });
  };
}
