import { notify, withLoader, saveFile } from '@portal/platform';
import { deleteRegistryDocument, downloadBinary } from '../api/documentCalls';
import type { RegistryCabinet } from '../registryCabinet';
import { DOCUMENT_DELETED, LOADER_DELETING_FILE } from '../registryMessages';
import { useSingleMutation } from '@portal/ui';

/** DELETE {prefix}/{id}/documents/{docId} with the loader, then 'Документ удалён' and the files reload. */
export function useDeleteDocument(cabinet: RegistryCabinet, id: string, onDeleted: () => Promise<void>) {
  return useSingleMutation({
    mutationFn: (documentId: string | number) => withLoader(LOADER_DELETING_FILE, () => deleteRegistryDocument(cabinet, id, documentId)),
    onSuccess: async () => {
      notify(DOCUMENT_DELETED);
      await onDeleted();
    },
  });
}

/** GET binary/{id} saved as the file; a failed download is ignored silently (spec §8). */
export async function downloadDocument(fileId: string | number, name: string): Promise<void> {
  try {
    saveFile(await downloadBinary(fileId), name || `document-${fileId}`);
  } catch {
    // spec §8: file download failure is ignored silently
  }
}
