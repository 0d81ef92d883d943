import { vocabularyText } from '../vocabulary/vocabularyStore';

/** Used while the vocabulary's `systemError` text is not loaded. */
export const SYSTEM_ERROR_FALLBACK = 'Произошла системная ошибка. Повторите попытку позже.';

/** The vocabulary's system error text (spec §8 "Other failures"). */
export function systemErrorText(): string {
  return vocabularyText('systemError', SYSTEM_ERROR_FALLBACK);
}
