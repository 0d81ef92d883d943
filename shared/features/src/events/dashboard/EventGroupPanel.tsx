import { useState } from 'react';
import { Button, Field, Flex, Input, Stack, Table, Text } from '@portal/ui/chakra';
import { formatDate } from '@portal/ui/format';
import { DateField } from '@portal/ui';
import { EventUrgencyMark } from '../screens/EventMarks';
import { ListSkeleton } from '../screens/ListSkeleton';
import { LoadFailure } from '../screens/LoadFailure';
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
      {items.length > 0 ? (
        <Table.Root size="sm">
          <Table.Caption textAlign="start">{name}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Дата</Table.ColumnHeader>
              <Table.ColumnHeader>Событие</Table.ColumnHeader>
              <Table.ColumnHeader>Договор</Table.ColumnHeader>
              <Table.ColumnHeader>Срочность</Table.ColumnHeader>
              <Table.ColumnHeader>Распоряжение</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item, index) => (
              <Table.Row key={`${String(item.eventId)}-${index}`}>
                <Table.Cell whiteSpace="nowrap">{formatDate(item.eventDate) || '—'}</Table.Cell>
                <Table.Cell>{item.description || `Событие ${String(item.eventId)}`}</Table.Cell>
                <Table.Cell>{item.contractFactNum ?? '—'}</Table.Cell>
                <Table.Cell>
                  <EventUrgencyMark event={item} />
                </Table.Cell>
                <Table.Cell>
                  {item.orderId ? (
                    <Button size="xs" variant="outline" aria-pressed={orderId === item.orderId} onClick={() => setOrderId(orderId === item.orderId ? null : item.orderId)}>
                      № {item.orderId}
                    </Button>
                  ) : (
                    '—'
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      {orderId ? <EventOrderPanel orderId={orderId} /> : null}
    </Stack>
  );
}
