import { useId, useState, type BaseSyntheticEvent } from 'react';
import { useForm, zodResolver } from '@portal/ui/form';
import type { EdmDocument, EdmDocumentType } from '@portal/api';
import { notify, setPercentLoader } from '@portal/platform';
import { Button, Field, NativeSelect, Progress, Stack, Text, Textarea } from '@portal/ui/chakra';
import { DialogCancelButton, DialogFrame, FilePickButton, LengthCounter, lengthCount, useSingleFlight, useRevealOnChange } from '@portal/ui';
import { edmApi } from '../api/edmApi';
import { failureMessage } from '../api/failureMessage';
import { EDM_MESSAGES } from '../edmMessages';
import { EDM_FILE_EXTENSIONS, edmFileProblems } from '../rules/edmFileChecks';
import { COMMENT_MAX, COMMENT_TOO_LONG, documentFormSchema, type DocumentForm } from './documentForm';

interface DocumentFormDialogProps {
  /** The document edited; absent for a new outgoing document. */
  editing: EdmDocument | null;
  open: boolean;
  types: readonly EdmDocumentType[] | undefined;
  onClose: () => void;
  /** Called with the names of the files sent, once saved. */
  onSaved: (fileNames: string[]) => void;
}

export const NO_FILE_TEXT = 'Выберите хотя бы один файл';

/** Where a new document's typed type and comment wait across a session end (decision 0059). */
export const NEW_DOCUMENT_DRAFT_KEY = 'edm-new-document';
/** Where an edit's type and comment wait, with the edited document's id. */
export const EDIT_DOCUMENT_DRAFT_KEY = 'edm-edit-document';

const ACCEPT = EDM_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * POST /edm/save: a new outgoing document per chosen file, or an edit of one document (its type, comment and, if
 * chosen, a new file). Files are checked before sending; the upload shows its progress; a failure keeps the input.
 */
export function DocumentFormDialog({ editing, open, types, onClose, onSaved }: DocumentFormDialogProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm<DocumentForm>({
    resolver: zodResolver(documentFormSchema),
    values: { documentType: editing?.factDocumentType?.id ? String(editing.factDocumentType.id) : '', comment: editing?.comment ?? '' },
  });
  const sending = useSingleFlight();
  const fileHelpId = useId();
  const commentProblem =
    formState.errors.comment?.message ?? (lengthCount(watch('comment') ?? '', COMMENT_MAX, { trim: false }).over ? COMMENT_TOO_LONG : undefined);
  const fileProblemsId = useId();
  const busy = progress !== null || sending.pending;
  const fileLabel = editing ? `Новый файл (сейчас: ${editing.fileName ?? '—'})` : 'Файлы (каждый станет отдельным документом)';
  const title = editing ? `Изменение документа ${editing.number ?? ''}`.trim() : 'Новый исходящий документ';

  const close = () => {
    setFiles([]);
    setFileProblems([]);
    setFailure(null);
    onClose();
  };

  // A refusal or a failure below the dialog's fold is scrolled to.
  useRevealOnChange(fileProblems.join('\n'), () => document.getElementById(fileProblemsId));
  useRevealOnChange(failure ?? '', () => document.getElementById(`${fileProblemsId}-failure`));

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setFileProblems(edmFileProblems(chosen, { single: editing !== null }));
  };

  /** The files' problems at «Добавить»: a new document needs at least one file. */
  const checkFiles = () => {
    const problems = editing === null && files.length === 0 ? [NO_FILE_TEXT] : edmFileProblems(files, { single: editing !== null });
    setFileProblems(problems);
    return problems;
  };

  // One save at a time: the form's validation is asynchronous, so a second click could pass before the button waits.
  // A form missing its type says what the files lack too, at once: «Добавить» never does nothing.
  const save = handleSubmit(async (form) => {
    if (checkFiles().length > 0) return;
    setFailure(null);
    const report = (fraction: number) => {
      const percent = Math.round(fraction * 100);
      setProgress(percent);
      setPercentLoader({ show: true, percent, message: 'Загрузка файлов…' });
    };
    report(0);
    try {
      await edmApi.save({ documentType: form.documentType, comment: form.comment, files, ...(editing ? { editId: editing.id } : {}) }, report);
      notify(editing ? EDM_MESSAGES.changed : EDM_MESSAGES.added);
      onSaved(files.map((file) => file.name));
      close();
    } catch (error) {
      setFailure(await failureMessage(error, 'Не удалось сохранить документ'));
    } finally {
      setProgress(null);
      setPercentLoader({ show: false, percent: 0, message: '' });
    }
  }, checkFiles);
  const submit = (event?: BaseSyntheticEvent) => sending.run(() => save(event));

  return (
    <DialogFrame
      open={open}
      title={title}
      width="settings"
      onClose={close}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      testId="edm-document-form"
      {...(editing ? { draftKey: EDIT_DOCUMENT_DRAFT_KEY, draftContext: String(editing.id) } : { draftKey: NEW_DOCUMENT_DRAFT_KEY })}
      footer={
        <>
          <DialogCancelButton />
          <Button colorPalette="blue" type="submit" loading={busy}>
            {editing ? 'Сохранить' : 'Добавить'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(formState.errors.documentType)} required>
          <Field.Label>Тип документа</Field.Label>
          <NativeSelect.Root disabled={!types}>
            <NativeSelect.Field {...register('documentType')}>
              <option value="">Выберите тип</option>
              {(types ?? []).map((type) => (
                <option key={String(type.id)} value={String(type.id)}>
                  {type.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{formState.errors.documentType?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={fileProblems.length > 0} required={editing === null}>
          <Field.Label>{fileLabel}</Field.Label>
          <FilePickButton
            label={fileLabel}
            accept={ACCEPT}
            multiple={editing === null}
            describedBy={fileProblems.length > 0 ? `${fileProblemsId} ${fileHelpId}` : fileHelpId}
            onPick={choose}
          >
            {editing ? 'Выбрать файл' : 'Выбрать файлы'}
          </FilePickButton>
          <Field.HelperText id={fileHelpId}>{`${EDM_FILE_EXTENSIONS.join(', ')}; до 20 МБ каждый`}</Field.HelperText>
          {/* The chosen files by name: after a failed send the user sees they are still there to send again. */}
          {files.length > 0 ? (
            <Text fontSize="sm" data-testid="edm-chosen-files">
              Выбрано: {files.map((file) => file.name).join(', ')}
            </Text>
          ) : null}
          <Field.ErrorText id={fileProblemsId} role="alert" flexDirection="column" alignItems="flex-start">
            {fileProblems.map((problem) => (
              <span key={problem}>{problem}</span>
            ))}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={commentProblem !== undefined}>
          <Field.Label>Комментарий</Field.Label>
          <Textarea {...register('comment')} rows={3} />
          <LengthCounter value={watch('comment') ?? ''} max={COMMENT_MAX} trim={false} />
          <Field.ErrorText aria-live="polite">{commentProblem}</Field.ErrorText>
        </Field.Root>
        {progress !== null ? (
          <Progress.Root value={progress} size="sm" aria-label="Загрузка файлов">
            {/* A live region: the upload's progress is announced, not only drawn. */}
            <Progress.Label aria-live="polite">Загрузка файлов: {progress} %</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
        {failure ? (
          <Text id={`${fileProblemsId}-failure`} color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
