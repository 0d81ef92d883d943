import { HTTPError } from 'ky';
import { isNetworkFailure } from '@portal/platform';

/** Why a list could not be loaded, in words a user understands (the technical text goes to the console). */
export function failureReason(error: Error): string {
  if (isNetworkFailure(error)) return 'Сервер недоступен: проверьте подключение к сети.';
  if (error instanceof HTTPError) return `Сервер ответил ошибкой ${error.response.status}.`;
  return 'Сервер ответил в неожиданном виде.';
}
