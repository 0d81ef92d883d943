import type { EdmDocument } from '@portal/api';
import { signing } from '@portal/platform';
import { edmApi } from '../api/edmApi';
import { EdmProblem } from '../api/failureMessage';
import { runPerDocument, type PerDocumentOutcome } from './runPerDocument';

/**
 * Signs each document with the one chosen certificate (CONTRACT.md "Signing"): its file's bytes, a detached
 * signature by the shared signing bridge, POST /edm/sign; document k of n goes to `onProgress`.
 */
export function signDocuments(
  docs: readonly EdmDocument[],
  thumbprint: string,
  vicariousId: string | number | null,
  onProgress: (index: number, total: number) => void,
): Promise<PerDocumentOutcome<EdmDocument>> {
  return runPerDocument(
    docs,
    async (doc) => {
      if (doc.fileId === null || doc.fileId === undefined) throw new EdmProblem('У документа нет файла');
      const signature = await signing.signDetached(thumbprint, await edmApi.fileBase64(doc.fileId));
      await edmApi.sign({ id: doc.id, fileId: doc.fileId, signature, vicariousId });
    },
    onProgress,
  );
}
