import { useState } from 'react';
import type { PortalEvent } from '@portal/api';
import { Stack, Text } from '@portal/ui/chakra';
import { PageTitle } from '@portal/ui';
import type { EventsCabinet } from '../eventsCabinet';
import { useEventCategories, useEventList } from '../hooks/useEventQueries';
import { useSetVisible } from '../hooks/useOpenEvent';
import { NewEventsNotOffered } from '../newEvents/NewEventsNotOffered';
import { CategorySwitch, categoryLabel } from './CategorySwitch';
import { EventDetails } from './EventDetails';
import { EventsStatusLine } from './EventsStatusLine';
import { EventsTable } from './EventsTable';
import { ListSkeleton } from './ListSkeleton';
import { LoadFailure } from './LoadFailure';

/** 'События' of LKK, LKP and LKD: the offered categories, a category's events, an opened event and its requirements. */
export function EventsPage({ cabinet }: { cabinet: EventsCabinet }) {
  const categories = useEventCategories(cabinet);
  const [chosen, setChosen] = useState<string | null>(null);
  const category = chosen ?? categories.data?.[0]?.categoryEnum ?? null;
  const list = useEventList(cabinet, category);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const setVisible = useSetVisible(cabinet);
  const opened = list.data?.find((event) => String(event.id) === openedId) ?? null;

  const open = (event: PortalEvent) => {
    const id = String(event.id);
    setOpenedId(openedId === id ? null : id);
    if (!event.visible && openedId !== id) setVisible.mutate(event.id);
  };

  const current = categories.data?.find((entry) => entry.categoryEnum === category);
  return (
    <Stack as="section" gap="4" position="relative">
      <PageTitle>События</PageTitle>
      <EventsStatusLine cabinet={cabinet} />
      <NewEventsNotOffered cabinet={cabinet} />
      {categories.isPending ? <ListSkeleton rows={1} label="Загрузка категорий" /> : null}
      {categories.isError ? <LoadFailure what="категории событий" onRetry={() => void categories.refetch()} /> : null}
      {categories.data && categories.data.length === 0 ? <Text color="fg.muted">Категорий событий нет.</Text> : null}
      {categories.data && categories.data.length > 0 ? (
        <CategorySwitch
          categories={categories.data}
          selected={category}
          onSelect={(next) => {
            setChosen(next);
            setOpenedId(null);
          }}
        />
      ) : null}
      {category !== null && list.isPending ? <ListSkeleton label="Загрузка событий" /> : null}
      {list.isError ? <LoadFailure what="события" onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.length === 0 ? <Text color="fg.muted">Событий в этой категории нет.</Text> : null}
      {list.data && list.data.length > 0 ? <EventsTable caption={current ? categoryLabel(current) : 'События'} events={list.data} openedId={openedId} onOpen={open} /> : null}
      {opened ? <EventDetails cabinet={cabinet} event={opened} /> : null}
    </Stack>
  );
}
