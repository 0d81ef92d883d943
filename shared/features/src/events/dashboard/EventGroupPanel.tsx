import type { EventGroupItem } from '@portal/api';
import { useState } from 'react';
import { Button, Field, Flex, Input, Stack, Text } from '@portal/ui/chakra';
import { DateField } from '@portal/ui';
import { ListSkeleton } from '../screens/ListSkeleton';
import { LoadFailure } from '../screens/LoadFailure';
import { EventGroupItemsTable } from './EventGroupItemsTable';
import { EventOrderPanel } from './EventOrderPanel';
import { useEventGroup, type GroupFilters } from './useDashboard';

const NO_FILTERS: GroupFilters = { date: '', query: '', orderId: '' };

/** One group's events with the spec's filters (date, query text, order id) and the orders they refer to. */
export function EventGroupPanel({ groupId, name }: { groupId: string; name: string }) {
  const [draft, setDraft] = useState<GroupFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<GroupFilters>(NO_FILTERS);
  const [orderId, setOrderId] = useState<string | null>(null);
  const group = useEventGroup(groupId, filters);
  const items = group.data?.items ?? [];

  return (
    <Stack gap="3" data-testid="event-group">
      <form
        onSubmit={(submit) => {
          submit.preventDefault();
          setFilters(draft);
        }}
      >
        <Flex gap="3" wrap="wrap" align="flex-end">
          <DateField label="Дата" value={draft.date} onChange={(date) => setDraft({ ...draft, date })} />
          <Field.Root width="auto">
            <Field.Label>Поиск</Field.Label>
            <Input size="sm" value={draft.query} onChange={(change) => setDraft({ ...draft, query: change.target.value })} />
          </Field.Root>
          <Field.Root width="auto">
            <Field.Label>Номер распоряжения</Field.Label>
            <Input size="sm" inputMode="numeric" value={draft.orderId} onChange={(change) => setDraft({ ...draft, orderId: change.target.value })} />
          </Field.Root>
          <Button type="submit" size="sm">
            Найти
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
            }}
          >
            Сбросить
          </Button>
        </Flex>
      </form>
      {group.isPending ? <ListSkeleton label="Загрузка событий группы" /> : null}
      {group.isError ? <LoadFailure what="события группы" onRetry={() => void group.refetch()} /> : null}
      {group.data && items.length === 0 ? <Text color="fg.muted">Событий не найдено.</Text> : null}
      {items.length > 0 ? <EventGroupItemsTable name={name} items={items} orderId={orderId} onOrder={setOrderId} /> : null}
      {orderId ? <EventOrderPanel orderId={orderId} /> : null}
    </Stack>
  );
}

/**
 * A group the server sent without an id (spec §3 promises only items[] with eventId): it cannot be asked for with
 * filters, so its own items are shown as they came.
 */
export function UnnamedEventGroupPanel({ name, items }: { name: string; items: readonly EventGroupItem[] }) {
  const [orderId, setOrderId] = useState<string | null>(null);
  return (
    <Stack gap="3" data-testid="event-group">
      {items.length === 0 ? <Text color="fg.muted">Событий не найдено.</Text> : <EventGroupItemsTable name={name} items={items} orderId={orderId} onOrder={setOrderId} />}
      {orderId ? <EventOrderPanel orderId={orderId} /> : null}
    </Stack>
  );
}
