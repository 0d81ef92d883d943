import type { EdmDocument, EdmDocumentType } from '@portal/api';
import { Button, Text } from '@portal/ui/chakra';
import { DialogFrame, useSingleFlight } from '@portal/ui';
import { edmApi } from '../api/edmApi';
import { documentLabel, reportOutcome } from '../actions/reportOutcome';
import { runPerDocument } from '../actions/runPerDocument';
import { EDM_MESSAGES } from '../edmMessages';

interface DeleteDialogProps {
  open: boolean;
  docs: readonly EdmDocument[];
  /** GET /edm/type, to name a document without number or file by its type (documentLabel). */
  types?: readonly EdmDocumentType[];
  onClose: () => void;
  onDone: () => void;
}

/** The confirmation (width 450) before POST /edm/delete, one document per call. */
export function DeleteDialog({ open, docs, types, onClose, onDone }: DeleteDialogProps) {
  const { run, pending: busy } = useSingleFlight();
  const confirm = () =>
    run(async () => {
      reportOutcome(await runPerDocument(docs, (doc) => edmApi.remove(doc.id)), EDM_MESSAGES.deleted, types);
      onDone();
      onClose();
    });
  return (
    <DialogFrame
      open={open}
      title="Удаление документов"
      width="confirm"
      onClose={onClose}
      busy={busy}
      testId="edm-delete-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Отмена
          </Button>
          <Button colorPalette="red" onClick={() => void confirm()} loading={busy}>
            Удалить
          </Button>
        </>
      }
    >
      <Text>
        {docs.length === 1 ? `Удалить документ ${documentLabel(docs[0]!, types)}?` : `Удалить выбранные документы (${docs.length})?`}
      </Text>
    </DialogFrame>
  );
}
