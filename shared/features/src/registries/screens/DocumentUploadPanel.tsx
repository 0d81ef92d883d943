import { DOCUMENT_ACCEPT } from '@portal/api';
import { useId, useRef } from 'react';
import { Box, Button, HStack, Progress, Stack, Text } from '@portal/ui/chakra';
import { useRevealOnChange } from '@portal/ui';
import type { PickedFile } from '../hooks/useDocumentUpload';
import { LOADER_SAVING_FILE } from '../registryMessages';

interface DocumentUploadPanelProps {
  picked: readonly PickedFile[];
  onPick: (files: File[]) => void;
  onRetry: (item: PickedFile) => void;
  onRemove: (item: PickedFile) => void;
}

function PickedRow({ item, problemId, onRetry, onRemove }: { item: PickedFile; problemId: string; onRetry: () => void; onRemove: () => void }) {
  const percent = Math.round(item.progress * 100);
  return (
    <Box as="li" borderWidth="1px" borderColor={item.state === 'failed' || item.state === 'rejected' ? 'border.error' : 'border'} borderRadius="md" p="2">
      <HStack justify="space-between" gap="2">
        <Text truncate>{item.file.name}</Text>
        <HStack gap="1">
          {item.state === 'failed' ? (
            <Button size="xs" variant="outline" onClick={onRetry}>
              Повторить
            </Button>
          ) : null}
          {item.state !== 'sending' ? (
            <Button size="xs" variant="ghost" onClick={onRemove} aria-label={`Убрать ${item.file.name} из списка`}>
              Убрать
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {item.state === 'sending' || item.state === 'waiting' ? (
        <Progress.Root value={percent} size="xs" mt="1" aria-label={`Загрузка ${item.file.name}`}>
          <HStack gap="2">
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText>{`${percent}%`}</Progress.ValueText>
          </HStack>
        </Progress.Root>
      ) : null}
      {item.problem ? (
        <Text id={problemId} color="fg.error" fontSize="sm" mt="1" role="alert">
          {item.problem}
        </Text>
      ) : null}
    </Box>
  );
}

/** Add documents: several at once, each with its progress; failed or refused files stay listed. */
export function DocumentUploadPanel({ picked, onPick, onRetry, onRemove }: DocumentUploadPanelProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const sending = picked.some((item) => item.state === 'sending');
  const problemId = (item: PickedFile) => `${inputId}-${item.key}`;
  // The picker and its button are described by every refusal and failure listed below them.
  const problems = picked.filter((item) => item.problem).map(problemId).join(' ') || undefined;
  // A refusal listed below the fold is scrolled to: the last one listed is the newest.
  const lastProblem = picked.filter((item) => item.problem).at(-1);
  useRevealOnChange(problems ?? '', () => (lastProblem ? document.getElementById(problemId(lastProblem)) : null));
  return (
    <Stack gap="2">
      <HStack>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          hidden
          data-testid="document-input"
          aria-label="Документы"
          aria-describedby={problems}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length > 0) onPick(files);
          }}
        />
        <Button size="sm" aria-describedby={problems} onClick={() => input.current?.click()}>
          Добавить документы
        </Button>
        <Text fontSize="sm" color="fg.muted">
          PDF, XML, Excel, Word, JPG, PNG, ZIP, SIG; до 20 МБ каждый.
        </Text>
      </HStack>
      <Text aria-live="polite" fontSize="sm" color="fg.muted">
        {sending ? LOADER_SAVING_FILE : ''}
      </Text>
      {picked.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Выбранные файлы">
          {picked.map((item) => (
            <PickedRow key={item.key} item={item} problemId={problemId(item)} onRetry={() => onRetry(item)} onRemove={() => onRemove(item)} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
