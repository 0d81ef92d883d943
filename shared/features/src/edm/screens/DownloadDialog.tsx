import { useState } from 'react';
import type { EdmDocument } from '@portal/api';
import { withLoader, saveFile } from '@portal/platform';
import { Button, Stack, Text, chakra } from '@portal/ui/chakra';
import { DialogFrame, useSingleFlight } from '@portal/ui';
import { edmApi } from '../api/edmApi';
import { EDM_MESSAGES } from '../edmMessages';

interface DownloadDialogProps {
  open: boolean;
  docs: readonly EdmDocument[];
  onClose: () => void;
}

function archiveName(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `ЭДО_${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${now.getFullYear()}.zip`;
}

/** POST /edm/download: one archive of the ticked documents, with their signatures and МЧД when asked. */
export function DownloadDialog({ open, docs, onClose }: DownloadDialogProps) {
  const [signature, setSignature] = useState(true);
  const [vicariuses, setVicariuses] = useState(false);
  const { run, pending: busy } = useSingleFlight();
  const download = () =>
    run(async () => {
      try {
        const blob = await withLoader(EDM_MESSAGES.loading, () => edmApi.download({ docs: docs.map((doc) => doc.id), signature, vicariuses }));
        saveFile(blob, archiveName());
        onClose();
      } catch {
        // Spec §8: a failed file download is ignored silently.
      }
    });
  return (
    <DialogFrame
      open={open}
      title="Скачать документы"
      width="confirm"
      onClose={onClose}
      busy={busy}
      testId="edm-download-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Отмена
          </Button>
          <Button colorPalette="blue" onClick={() => void download()} loading={busy}>
            Скачать архив
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>Документов в архиве: {docs.length}</Text>
        <chakra.label display="flex" gap="2" alignItems="center">
          <chakra.input type="checkbox" checked={signature} onChange={(event) => setSignature(event.target.checked)} />
          С подписями
        </chakra.label>
        <chakra.label display="flex" gap="2" alignItems="center">
          <chakra.input type="checkbox" checked={vicariuses} onChange={(event) => setVicariuses(event.target.checked)} />
          С доверенностями (МЧД)
        </chakra.label>
      </Stack>
    </DialogFrame>
  );
}
