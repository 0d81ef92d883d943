import { useRef } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@portal/ui/chakra';
import { useQueryClient } from '@portal/ui/query';
import { focusAfterDuplicateCheck } from '../hooks/focusAfterDuplicateCheck';
import { useDuplicateCheck } from '../hooks/useDuplicateCheck';
import type { LoadedRegistry, RegistryPart } from '../hooks/useRegistryDetail';
import { useRegistryValidation } from '../hooks/useRegistryValidation';
import type { RegistryCabinet } from '../registryCabinet';
import { CHECK_ERRORS_ID, REGISTRY_DUPLICATES_ID } from '../rules/focusAfterStep';
import { validationErrorText } from '../rules/validationErrorText';

interface RegistryChecksPanelProps {
  cabinet: RegistryCabinet;
  id: string;
  registry: LoadedRegistry;
  reload: (parts: readonly RegistryPart[]) => Promise<void>;
}

/** The duplicate check and the registry's validation status and errors. */
export function RegistryChecksPanel({ cabinet, id, registry, reload }: RegistryChecksPanelProps) {
  const duplicate = useDuplicateCheck(cabinet, id, registry, reload);
  const validation = useRegistryValidation(cabinet, id, true);
  const queryClient = useQueryClient();
  const checkButton = useRef<HTMLButtonElement>(null);
  if (!cabinet.checks.duplicate && !cabinet.checks.validation) return null;
  const errors = validation.data?.errors ?? [];
  const validated = validation.data?.status.validated ?? registry.detail.registry.validated;
  return (
    <Stack as="section" gap="3" aria-labelledby="registry-checks" borderWidth="1px" borderColor="border" borderRadius="md" p="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="registry-checks">
          Проверки
        </Heading>
        {cabinet.checks.duplicate ? (
          <Button
            ref={checkButton}
            size="sm"
            variant="outline"
            loading={duplicate.isPending}
            onClick={() => duplicate.mutate(undefined, { onSuccess: (outcome) => focusAfterDuplicateCheck(outcome, queryClient, cabinet, id, () => checkButton.current) })}
          >
            Проверить на дубли
          </Button>
        ) : null}
      </HStack>
      {registry.detail.registry.duplicates > 0 ? (
        // Focus comes here after a duplicate check that found supplies passed before (focusAfterDuplicateCheck).
        <Text color="fg.warning" id={REGISTRY_DUPLICATES_ID} tabIndex={-1}>{`Поставок, переданных ранее: ${registry.detail.registry.duplicates}`}</Text>
      ) : null}
      {cabinet.checks.validation ? (
        <Box aria-live="polite">
          {validation.isPending ? (
            <Text color="fg.muted">Проверка статуса...</Text>
          ) : validation.isError ? (
            <HStack>
              <Text color="fg.error">Не удалось получить результат проверки.</Text>
              <Button size="xs" variant="outline" onClick={() => void validation.refetch()}>
                Повторить
              </Button>
            </HStack>
          ) : (
            <>
              <Text data-testid="validate-status">
                {`Статус проверки: ${validation.data.status.status || (validated ? 'проверена' : 'не проверена')}`}
              </Text>
              {errors.length > 0 ? (
                // Focus comes here after a refused send (rules/focusAfterStep): the rows say what to fix and where.
                <Box as="ul" pl="5" mt="2" aria-label="Ошибки проверки" id={CHECK_ERRORS_ID} tabIndex={-1}>
                  {errors.map((error, index) => (
                    <Text as="li" key={index} color="fg.error">
                      {validationErrorText(error, registry.supplies.supplies)}
                    </Text>
                  ))}
                </Box>
              ) : null}
            </>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
