import { isNetworkFailure, UploadFailure } from '@portal/platform';

/** What to say under a failed upload: the server's message when it sent one. */
export function failureText(error: unknown): string {
  if (error instanceof UploadFailure && error.message) return error.message;
  if (isNetworkFailure(error)) return 'нет связи с сервером';
  return 'попробуйте ещё раз';
}
