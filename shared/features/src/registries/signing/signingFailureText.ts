import type { DocumentForSigning } from '@portal/api';
import { isSigningError } from '@portal/platform';

/** A failure on a document: the bridge's §8 text verbatim, or that the document could not be fetched. */
export function signingFailureText(error: unknown, doc: DocumentForSigning): string {
  if (isSigningError(error)) return error.message;
  return `Не удалось получить документ «${doc.name || doc.id}» для подписи`;
}
