import type { EdmDocument, EdmDocumentType } from '@portal/api';
import { notify, warn } from '@portal/platform';
import { formatDate } from '@portal/ui/format';
import { documentTypeName } from '../rules/edmDocumentType';
import { escapeMarkup } from './escapeMarkup';
import type { PerDocumentOutcome } from './runPerDocument';

/**
 * How a document is named to the user: its number, else its file, else what spec §3 gives every document — its type
 * (named by GET /edm/type) and its date — else «без номера». Never the id: the table shows it nowhere.
 */
export function documentLabel(doc: Pick<EdmDocument, 'number' | 'fileName' | 'factDocumentType' | 'date'>, types?: readonly EdmDocumentType[]): string {
  if (doc.number || doc.fileName) return doc.number || doc.fileName || '';
  const date = formatDate(doc.date);
  const described = [documentTypeName(doc, types), date ? `от ${date}` : ''].filter(Boolean).join(' ');
  return described || 'без номера';
}

/**
 * The §8 success message when anything was done, and one warning naming each document that failed and why. A
 * notification's message is markup, so the documents' names and the server's reasons go in escaped: they are text.
 */
export function reportOutcome(outcome: PerDocumentOutcome<EdmDocument>, success: string, types?: readonly EdmDocumentType[]): void {
  if (outcome.done.length > 0) notify(success);
  if (outcome.failed.length > 0) {
    const lines = outcome.failed.map(({ doc, message }) => `${escapeMarkup(documentLabel(doc, types))}: ${escapeMarkup(message)}`);
    warn(`Не выполнено для ${outcome.failed.length} из ${outcome.done.length + outcome.failed.length}: ${lines.join('; ')}`);
  }
}
