import { documentProblem } from '@portal/api';
import { useCallback, useState } from 'react';
import { notify } from '@portal/platform';
import { uploadRegistryDocuments } from '../api/documentCalls';
import type { RegistryCabinet } from '../registryCabinet';
import { DOCUMENT_ADDED } from '../registryMessages';

/** A file the user picked: kept until it is sent, so nothing picked is lost when a send fails. */
export interface PickedFile {
  key: string;
  file: File;
  /** 0…1 while sending. */
  progress: number;
  state: 'rejected' | 'waiting' | 'sending' | 'failed';
  /** Why it was rejected before sending or why sending failed. */
  problem: string | null;
}

let nextKey = 0;

/**
 * The documents being added to a registry: each file is checked before sending (type, size) and sent in its own
 * request so each has its own progress bar; several go at once. A sent file leaves the list; a failed one stays
 * with its reason and a retry.
 */
export function useDocumentUpload(cabinet: RegistryCabinet, id: string, onUploaded: () => Promise<void>) {
  const [picked, setPicked] = useState<PickedFile[]>([]);

  const patch = useCallback((key: string, change: Partial<PickedFile>) => {
    setPicked((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    async (items: readonly PickedFile[]) => {
      const results = await Promise.all(
        items.map(async (item) => {
          patch(item.key, { state: 'sending', progress: 0, problem: null });
          try {
            await uploadRegistryDocuments(cabinet, id, [item.file], (progress) => patch(item.key, { progress }));
            setPicked((list) => list.filter((other) => other.key !== item.key));
            return true;
          } catch (error) {
            const message = error instanceof Error && error.message && error.name !== 'HTTPError' ? error.message : 'Не удалось загрузить файл.';
            patch(item.key, { state: 'failed', problem: message });
            return false;
          }
        }),
      );
      if (results.some(Boolean)) {
        notify(DOCUMENT_ADDED);
        await onUploaded();
      }
    },
    [cabinet, id, onUploaded, patch],
  );

  /** Adds the chosen files; the acceptable ones are sent at once. */
  const pick = useCallback(
    (files: readonly File[]) => {
      const items: PickedFile[] = files.map((file) => {
        const problem = documentProblem(file);
        nextKey += 1;
        return { key: `file-${nextKey}`, file, progress: 0, state: problem ? 'rejected' : 'waiting', problem };
      });
      setPicked((list) => [...list, ...items]);
      const acceptable = items.filter((item) => item.state === 'waiting');
      if (acceptable.length > 0) void send(acceptable);
    },
    [send],
  );

  const retry = useCallback((item: PickedFile) => void send([item]), [send]);
  const remove = useCallback((item: PickedFile) => setPicked((list) => list.filter((other) => other.key !== item.key)), []);
  return { picked, pick, retry, remove };
}
