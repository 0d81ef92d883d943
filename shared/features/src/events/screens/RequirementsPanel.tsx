import type { PortalEvent } from '@portal/api';
import { Button, Heading, HStack, Stack, Text } from '@portal/ui/chakra';
import type { EventsCabinet } from '../eventsCabinet';
import { useRequirementFiles } from '../hooks/useRequirementFiles';
import { countRequirements } from '../rules/requirementCounts';
import { RequirementRow } from './RequirementRow';

/** The requirements of an event requesting documents: counts (spec §4), each requirement's files, upload and delete. */
export function RequirementsPanel({ cabinet, event }: { cabinet: EventsCabinet; event: PortalEvent }) {
  const files = useRequirementFiles(cabinet);
  const counts = countRequirements(event.requirements);
  return (
    <Stack gap="3" as="section" aria-labelledby={`requirements-${String(event.id)}`}>
      <Heading as="h3" size="md" id={`requirements-${String(event.id)}`}>
        Запрошенные документы
      </Heading>
      <HStack gap="6" data-testid="requirement-counts" aria-live="polite">
        <Text>
          Загружено: <strong data-testid="uploaded-count">{counts.uploaded}</strong>
        </Text>
        <Text>
          Не хватает: <strong data-testid="missing-count">{counts.missing}</strong>
        </Text>
      </HStack>
      {event.requirements.length === 0 ? <Text color="fg.muted">Требований к документам нет.</Text> : null}
      {event.requirements.map((requirement, index) => (
        <RequirementRow key={String(requirement.id)} event={event} requirement={requirement} files={files} position={index + 1} />
      ))}
      {cabinet.sendsRequirements ? (
        <HStack>
          <Button onClick={() => files.send.mutate(event)} disabled={counts.missing > 0 || files.send.isPending} loading={files.send.isPending}>
            Отправить документы фактору
          </Button>
          {counts.missing > 0 ? <Text color="fg.muted">Сначала загрузите обязательные документы.</Text> : null}
        </HStack>
      ) : null}
    </Stack>
  );
}
