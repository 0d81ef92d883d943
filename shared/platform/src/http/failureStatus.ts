import { UploadFailure } from './uploadWithProgress';

/** The HTTP status of a failed call (a ky HTTPError or an upload's failure), when it had one. */
export function failureStatus(error: unknown): number | undefined {
  if (error instanceof UploadFailure) return error.status;
  const response = typeof error === 'object' && error !== null && 'response' in error ? (error as { response: unknown }).response : undefined;
  return response instanceof Response ? response.status : undefined;
}
