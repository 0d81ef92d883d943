import { useState } from 'react';
import type { RegistryDocument, RegistryFiles } from '@portal/api';
import { Badge, Heading, IconButton, Stack } from '@portal/ui/chakra';
import { useDeleteDocument } from '../hooks/useDocumentActions';
import { useDocumentUpload } from '../hooks/useDocumentUpload';
import type { RegistryCabinet } from '../registryCabinet';
import { ConfirmDialog } from './ConfirmDialog';
import { DocumentUploadPanel } from './DocumentUploadPanel';
import { FileList } from './FileList';
import { signingDocumentTitle } from '../rules/signingDocumentTitle';

interface RegistryFilesSectionProps {
  cabinet: RegistryCabinet;
  id: string;
  files: RegistryFiles;
  editable: boolean;
  reloadFiles: () => Promise<void>;
}

/** The registry's files: its documents (added, deleted when editable), documents for signing, signed and originals. */
export function RegistryFilesSection({ cabinet, id, files, editable, reloadFiles }: RegistryFilesSectionProps) {
  const upload = useDocumentUpload(cabinet, id, reloadFiles);
  const remove = useDeleteDocument(cabinet, id, reloadFiles);
  const [toDelete, setToDelete] = useState<RegistryDocument | null>(null);
  return (
    <Stack as="section" gap="4" aria-labelledby="registry-files">
      <Heading as="h2" size="md" id="registry-files">
        Документы
      </Heading>
      <FileList
        title="Документы заявки"
        unnamed="Документ"
        empty="Документов нет."
        rows={files.documents.map((document) => ({
          key: `doc-${document.id}`,
          fileId: document.fileId,
          name: document.name,
          action:
            editable && document.userDoc ? (
              <IconButton aria-label={`Удалить документ ${document.name}`} size="xs" variant="ghost" colorPalette="red" onClick={() => setToDelete(document)}>
                ✕
              </IconButton>
            ) : undefined,
        }))}
      />
      {editable ? <DocumentUploadPanel picked={upload.picked} onPick={upload.pick} onRetry={upload.retry} onRemove={upload.remove} /> : null}
      <FileList
        title="Документы на подпись"
        unnamed="Документ на подпись"
        empty="Документов на подпись нет."
        rows={files.documentsForSigning.map((document) => ({ key: `sign-${document.id}`, fileId: document.id, name: signingDocumentTitle(document) }))}
      />
      <FileList
        title="Подписанные документы"
        unnamed="Подписанный документ"
        empty="Подписанных документов нет."
        rows={files.signedDocs.map((document) => ({ key: `signed-${document.id}`, fileId: document.id, name: document.name }))}
      />
      <FileList
        title="Оригиналы документов"
        unnamed="Оригинал"
        empty="Оригиналов нет."
        rows={files.origDocuments.map((document) => ({
          key: `orig-${document.id}`,
          fileId: document.id,
          name: document.name,
          note: <Badge colorPalette={document.valid ? 'green' : 'red'}>{document.valid ? 'Действителен' : 'Недействителен'}</Badge>,
        }))}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Удаление документа"
        text={`Удалить документ «${toDelete?.name ?? ''}»?`}
        confirmLabel="Удалить"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id);
          setToDelete(null);
        }}
      />
    </Stack>
  );
}
