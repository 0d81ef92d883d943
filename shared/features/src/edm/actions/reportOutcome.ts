import type { EdmDocument } from '@portal/api';
import { notify, warn } from '@portal/platform';
import { escapeMarkup } from './escapeMarkup';
import type { PerDocumentOutcome } from './runPerDocument';

/** How a document is named to the user: its number, else its file, else its id. */
export function documentLabel(doc: Pick<EdmDocument, 'id' | 'number' | 'fileName'>): string {
  return doc.number || doc.fileName || `№ ${doc.id}`;
}

/**
 * The §8 success message when anything was done, and one warning naming each document that failed and why. A
 * notification's message is markup, so the documents' names and the server's reasons go in escaped: they are text.
 */
export function reportOutcome(outcome: PerDocumentOutcome<EdmDocument>, success: string): void {
  if (outcome.done.length > 0) notify(success);
  if (outcome.failed.length > 0) {
    const lines = outcome.failed.map(({ doc, message }) => `${escapeMarkup(documentLabel(doc))}: ${escapeMarkup(message)}`);
    warn(`Не выполнено для ${outcome.failed.length} из ${outcome.done.length + outcome.failed.length}: ${lines.join('; ')}`);
  }
}
