import { useId, useRef, useState } from 'react';
import type { PortalEvent, Requirement } from '@portal/api';
import { Box, Button, HStack, IconButton, Stack, Text } from '@portal/ui/chakra';
import { Trash2, Upload } from '@portal/ui/icons';
import { useRevealOnChange } from '@portal/ui';
import type { useRequirementFiles } from '../hooks/useRequirementFiles';
import { isMissing } from '../rules/requirementCounts';
import { chooseRequirementFiles } from '../rules/requirementFiles';
import { failureText } from './failureText';

interface RequirementRowProps {
  event: PortalEvent;
  requirement: Requirement;
  files: ReturnType<typeof useRequirementFiles>;
  /** Its place in the event's list (1-based), to call it by when it has no name. */
  position: number;
}

/**
 * One requirement: its files (each deletable), and a picker for several files; a refused file (path in its name, type,
 * empty, over 20 MB) is named under the picker while the others stay chosen; a failed upload keeps them with a retry.
 */
export function RequirementRow({ event, requirement, files, position }: RequirementRowProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const refusalsId = `${inputId}-refusals`;
  // Spec §3 names a requirement by nothing but its id: unnamed, it is called by its place in the list.
  const name = requirement.name || requirement.documentType.name || `Документ ${position}`;
  const missing = isMissing(requirement);
  const failureId = `${inputId}-failure`;
  // A refusal or a failure below the fold is scrolled to.
  useRevealOnChange(refusals.join('\n'), () => document.getElementById(refusalsId));
  useRevealOnChange(failure ?? '', () => document.getElementById(failureId));

  const upload = () => {
    if (chosen.length === 0) return;
    setFailure(null);
    files.upload.mutate(
      { event, requirementId: requirement.id, files: chosen },
      {
        onSuccess: () => {
          setChosen([]);
          setRefusals([]);
          if (input.current) input.current.value = '';
        },
        onError: (error) => setFailure(failureText(error)),
      },
    );
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="requirement" data-requirement-id={String(requirement.id)}>
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{name}</Text>
        <Text fontSize="sm" color={missing ? 'fg.error' : 'fg.muted'}>
          {requirement.documentType.required ? 'обязательный' : 'необязательный'}
          {missing ? ' · не загружен' : ''}
        </Text>
      </HStack>
      {requirement.files.length > 0 ? (
        <Stack as="ul" gap="1" mt="2" listStyleType="none" aria-label={`Файлы: ${name}`}>
          {requirement.files.map((file, index) => {
            const fileId = file.id;
            return (
              <HStack as="li" key={`${String(fileId)}-${index}`} gap="2">
                <Text>{file.name || `Файл ${index + 1}`}</Text>
                {/* A file the server names without an id counts as uploaded but cannot be deleted from here. */}
                {fileId === null ? null : (
                  <IconButton
                    aria-label={`Удалить файл ${file.name || `${index + 1}: ${name}`}`}
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    disabled={files.remove.isPending}
                    onClick={() => files.remove.mutate({ event, requirementId: requirement.id, fileId })}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                )}
              </HStack>
            );
          })}
        </Stack>
      ) : (
        <Text mt="2" color="fg.muted">
          Файлы не загружены.
        </Text>
      )}
      <HStack mt="3" gap="3" wrap="wrap">
        <label htmlFor={inputId}>
          <Text as="span" fontSize="sm">
            Выберите файлы для «{name}»
          </Text>
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          multiple
          aria-describedby={refusals.length > 0 ? refusalsId : undefined}
          onChange={(change) => {
            const choice = chooseRequirementFiles(Array.from(change.target.files ?? []));
            setFailure(null);
            setChosen(choice.accepted);
            setRefusals(choice.refusals);
          }}
        />
        <Button size="sm" onClick={upload} disabled={chosen.length === 0 || files.upload.isPending}>
          <Upload aria-hidden="true" />
          {failure ? 'Повторить загрузку' : 'Загрузить'}
        </Button>
      </HStack>
      {chosen.length > 0 ? (
        <Text mt="1" fontSize="sm" color="fg.muted">
          Выбрано: {chosen.map((file) => file.name).join(', ')}
        </Text>
      ) : null}
      {refusals.length > 0 ? (
        <Stack as="ul" id={refusalsId} role="alert" gap="0" mt="1" listStyleType="none" color="fg.error" fontSize="sm">
          {refusals.map((refusal) => (
            <li key={refusal}>{refusal}</li>
          ))}
        </Stack>
      ) : null}
      {failure ? (
        <Text id={failureId} role="alert" mt="1" color="fg.error">
          Файлы не загружены: {failure}
        </Text>
      ) : null}
    </Box>
  );
}
