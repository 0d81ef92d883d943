import type { DocumentForSigning } from '@portal/api';
import { isSigningError } from '@portal/platform';
import { signingDocumentTitle } from '../rules/signingDocumentTitle';

/** A failure on a document: the bridge's §8 text verbatim, or that the document could not be fetched. */
export function signingFailureText(error: unknown, doc: DocumentForSigning): string {
  if (isSigningError(error)) return error.message;
  return `Не удалось получить документ «${signingDocumentTitle(doc)}» для подписи`;
}
