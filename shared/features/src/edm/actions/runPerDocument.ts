import { failureMessage } from '../api/failureMessage';

export interface DocumentFailure<Doc> {
  doc: Doc;
  message: string;
}

export interface PerDocumentOutcome<Doc> {
  done: Doc[];
  failed: Array<DocumentFailure<Doc>>;
}

/**
 * Runs `work` on each document in turn (document k of n through `onProgress`); a failure is recorded with the
 * server's message and the rest still run, so one bad document never undoes the others.
 */
export async function runPerDocument<Doc>(
  docs: readonly Doc[],
  work: (doc: Doc) => Promise<unknown>,
  onProgress?: (index: number, total: number) => void,
): Promise<PerDocumentOutcome<Doc>> {
  const outcome: PerDocumentOutcome<Doc> = { done: [], failed: [] };
  for (const [index, doc] of docs.entries()) {
    onProgress?.(index + 1, docs.length);
    try {
      await work(doc);
      outcome.done.push(doc);
    } catch (error) {
      outcome.failed.push({ doc, message: await failureMessage(error, 'Не удалось выполнить действие') });
    }
  }
  return outcome;
}
