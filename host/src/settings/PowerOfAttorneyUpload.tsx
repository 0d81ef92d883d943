import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Field, HStack, Input } from '@portal/ui/chakra';
import { notify, withLoader } from '@portal/platform';
import { refreshPowersOfAttorney } from './powerOfAttorneyQueries';
import { serverMessage, statusOf } from './serverMessage';
import { settingsApi } from './settingsApi';

export const UPLOAD_LABEL = 'Загрузите файл МЧД в формате xml';
export const WRONG_FORMAT_TEXT = 'Неверный формат файла!';
export const UPLOAD_FAILED_TEXT = 'Доверенность не загружена';

function isXml(file: File): boolean {
  return file.name.toLowerCase().endsWith('.xml');
}

/**
 * МЧД upload (spec §2, §5): only .xml ('Неверный формат файла!' and save disabled otherwise); POST /vicarious
 * multipart; a 400 shows the returned text below the field and keeps the chosen file.
 */
export function PowerOfAttorneyUpload({ onDone, onBusyChange }: { onDone: () => void; onBusyChange: (busy: boolean) => void }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const wrongFormat = file !== null && !isXml(file);
  const message = wrongFormat ? WRONG_FORMAT_TEXT : problem;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem('');
  };

  const save = async () => {
    if (!file || wrongFormat) return;
    setBusy(true);
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
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label>{UPLOAD_LABEL}</Field.Label>
      <HStack width="full">
        <Input ref={input} type="file" accept=".xml,text/xml,application/xml" size="sm" pt="1" onChange={(event) => choose(event.target.files?.[0] ?? null)} />
        <Button size="sm" disabled={!file || wrongFormat || busy} loading={busy} onClick={() => void save()}>
          Сохранить
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onDone}>
          Отмена
        </Button>
      </HStack>
      <Field.ErrorText data-testid="power-of-attorney-problem">{message}</Field.ErrorText>
    </Field.Root>
  );
}
