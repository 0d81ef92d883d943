import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@portal/ui/query';
import { Button, Field, HStack, Input } from '@portal/ui/chakra';
import { notify, withLoader } from '@portal/platform';
import { useSingleFlight, useRevealOnChange } from '@portal/ui';
import { powerOfAttorneyFileProblem } from './powerOfAttorneyFile';
import { refreshPowersOfAttorney } from './powerOfAttorneyQueries';
import { serverMessage, statusOf } from './serverMessage';
import { settingsApi } from './settingsApi';

export const UPLOAD_LABEL = 'Загрузите файл МЧД в формате xml';
export const UPLOAD_FAILED_TEXT = 'Доверенность не загружена';

/**
 * МЧД upload (spec §2, §5): only .xml ('Неверный формат файла!' and save disabled otherwise), not empty, up to
 * 1 MB, no path in the name; POST /vicarious multipart, once however often 'Сохранить' is clicked; a 400
 * shows the returned text below the field and keeps the chosen file.
 */
export function PowerOfAttorneyUpload({ onDone, onBusyChange }: { onDone: () => void; onBusyChange: (busy: boolean) => void }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const sending = useSingleFlight();
  const busy = sending.pending;
  const fileProblem = file ? powerOfAttorneyFileProblem(file) : null;
  const wrongFormat = fileProblem !== null;
  const message = fileProblem ?? problem;
  const messageId = useId();
  // The refusal below the field is scrolled to on a short screen.
  useRevealOnChange(message, () => document.getElementById(messageId));

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem('');
  };

  const save = () =>
    sending.run(async () => {
      if (!file || wrongFormat) return;
      onBusyChange(true);
      setProblem('');
      try {
        await withLoader('...добавление доверенности пользователя', () => settingsApi.uploadPowerOfAttorney(file));
        notify('Доверенность загружена');
        await refreshPowersOfAttorney(queryClient);
        onDone();
      } catch (error) {
        // Spec §8: a 400 shows the returned text (JSON or plain); other failures are reported globally, and
        // the field still says the file was not taken.
        setProblem(statusOf(error) === 400 ? await serverMessage(error, UPLOAD_FAILED_TEXT) : UPLOAD_FAILED_TEXT);
      } finally {
        onBusyChange(false);
      }
    });

  return (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label>{UPLOAD_LABEL}</Field.Label>
      <HStack width="full">
        <Input
          ref={input}
          type="file"
          accept=".xml,text/xml,application/xml"
          size="sm"
          pt="1"
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)} />
        <Button size="sm" disabled={!file || wrongFormat || busy} loading={busy} onClick={() => void save()}>
          Сохранить
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onDone}>
          Отмена
        </Button>
      </HStack>
      <Field.ErrorText id={messageId} role="alert" data-testid="power-of-attorney-problem">
        {message}
      </Field.ErrorText>
    </Field.Root>
  );
}
