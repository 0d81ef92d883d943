import { useDocumentTitle } from './useDocumentTitle';

/** Keeps document.title on the vocabulary's client cabinet title; renders nothing. */
export function DocumentTitle() {
  useDocumentTitle();
  return null;
}
