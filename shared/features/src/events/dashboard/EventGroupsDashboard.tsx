import type { EventGroup } from '@portal/api';
import { useState } from 'react';
import { Box, Button, Flex, Heading, Text } from '@portal/ui/chakra';
import { eventUrgencyColor } from '@portal/ui/format';
import { ListSkeleton } from '../screens/ListSkeleton';
import { LoadFailure } from '../screens/LoadFailure';
import { EventGroupPanel, UnnamedEventGroupPanel } from './EventGroupPanel';
import { useEventGroups } from './useDashboard';

/** A group's key on the page: its id, or its place when the server sent none. */
function groupKey(group: EventGroup, index: number): string {
  return group.id === null ? `#${index}` : String(group.id);
}

/** A group's name, or its place in the list (spec §3 gives a group only its items): never its id. */
const groupLabel = (group: EventGroup, index: number) => group.name || `Группа ${index + 1}`;

/** The client main page's dashboard of event groups (GET /lkk/dashboard/eventGroups), one group opened at a time. */
export function EventGroupsDashboard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const groups = useEventGroups();
  const [openedId, setOpenedId] = useState<string | null>(null);
  const openedIndex = groups.data?.findIndex((group, index) => groupKey(group, index) === openedId) ?? -1;
  const opened = openedIndex >= 0 ? groups.data?.[openedIndex] : undefined;
  return (
    <Box as="section" aria-labelledby="event-groups-heading" data-testid="event-groups" position="relative">
      <Heading as={headingLevel} size="lg" mb="3" id="event-groups-heading">
        События по группам
      </Heading>
      {groups.isPending ? <ListSkeleton rows={3} label="Загрузка групп событий" /> : null}
      {groups.isError ? <LoadFailure what="группы событий" onRetry={() => void groups.refetch()} /> : null}
      {groups.data && groups.data.length === 0 ? <Text color="fg.muted">Групп событий нет.</Text> : null}
      {groups.data && groups.data.length > 0 ? (
        <Flex gap="3" wrap="wrap" mb="4" role="group" aria-label="Группы событий">
          {groups.data.map((group, index) => {
            const id = groupKey(group, index);
            return (
              <Button
                key={id}
                variant={openedId === id ? 'solid' : 'outline'}
                aria-pressed={openedId === id}
                onClick={() => setOpenedId(openedId === id ? null : id)}
                borderLeftWidth="6px"
                style={{ borderLeftColor: eventUrgencyColor(group.urgency) }}
              >
                {groupLabel(group, index)} ({group.items.length})
              </Button>
            );
          })}
        </Flex>
      ) : null}
      {opened && opened.id !== null ? <EventGroupPanel groupId={String(opened.id)} name={groupLabel(opened, openedIndex)} /> : null}
      {opened && opened.id === null ? <UnnamedEventGroupPanel name={groupLabel(opened, openedIndex)} items={opened.items} /> : null}
    </Box>
  );
}
