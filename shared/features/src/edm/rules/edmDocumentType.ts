import type { EdmDocument, EdmDocumentType } from '@portal/api';

/**
 * A document's type in words: the name it carries, else the name GET /edm/type gives its factDocumentType.id (spec
 * §3 gives a document only the id), else '' (shown as '—').
 */
export function documentTypeName(doc: Pick<EdmDocument, 'factDocumentType'>, types: readonly EdmDocumentType[] | undefined): string {
  const own = doc.factDocumentType?.name ?? '';
  if (own) return own;
  const id = doc.factDocumentType?.id;
  if (id === undefined || id === null) return '';
  return types?.find((type) => String(type.id) === String(id))?.name ?? '';
}
