import { useMemo, useState } from 'react';
import type { PortalEvent } from '@portal/api';
import { Box, Button, Flex, Heading, Stack, Text } from '@portal/ui/chakra';
import { formatDate } from '@portal/ui/format';
import type { EventsCabinet } from '../eventsCabinet';
import { monthOf, RUSSIAN_MONTHS, type CalendarMonth } from '../rules/calendarMonth';
import { EventStatusMark, EventUrgencyMark } from '../screens/EventMarks';
import { ListSkeleton } from '../screens/ListSkeleton';
import { LoadFailure } from '../screens/LoadFailure';
import { EventCalendar } from './EventCalendar';
import { eventTitle } from '../eventTexts';
import { useCalendarDay, useCriticalEvents, useMonthMarks } from './useCriticalEvents';

function CriticalList({ events, caption }: { events: readonly PortalEvent[]; caption: string }) {
  if (events.length === 0) return <Text color="fg.muted">Критических событий нет.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={caption} data-testid="critical-list">
      {events.map((event, index) => (
        <Box as="li" key={`${String(event.id)}-${index}`} borderWidth="1px" borderRadius="md" p="3" data-testid="critical-event">
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="semibold">{eventTitle(event)}</Text>
            <Text color="fg.muted">{formatDate(event.eventDate)}</Text>
          </Flex>
          {event.description ? <Text mt="1">{event.description}</Text> : null}
          <Flex gap="4" mt="1" wrap="wrap">
            <EventStatusMark event={event} />
            <EventUrgencyMark event={event} />
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Critical events beside a month calendar (the debtor's landing page and a panel for the client cabinets): the
 * month's critical events mark their days; choosing a day shows that day's events (GET …/events/calendar/{day}).
 */
export function CriticalEventsPanel({ cabinet, headingLevel = 'h2' }: { cabinet: EventsCabinet; headingLevel?: 'h2' | 'h3' }) {
  const today = useMemo(() => monthOf(new Date()), []);
  const [month, setMonth] = useState<CalendarMonth>(today);
  const [day, setDay] = useState<string | null>(null);
  const isCurrentMonth = month.year === today.year && month.month === today.month;
  const critical = useCriticalEvents(cabinet, month, isCurrentMonth);
  const ofDay = useCalendarDay(cabinet, day);
  const { marked, failed: marksFailed } = useMonthMarks(cabinet, month, critical.data);
  const shown = day === null ? critical : ofDay;
  const caption = day === null ? `Критические события: ${RUSSIAN_MONTHS[month.month - 1]} ${month.year}` : `Критические события на ${formatDate(day)}`;

  return (
    <Box as="section" aria-labelledby="critical-events-heading" position="relative">
      <Heading as={headingLevel} size="lg" mb="3" id="critical-events-heading">
        Критические события
      </Heading>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <EventCalendar
          month={month}
          onMonth={(next) => {
            setMonth(next);
            setDay(null);
          }}
          marked={marked}
          selected={day}
          onSelect={(next) => setDay(next === day ? null : next)}
        />
        <Stack flex="1" minW="0" gap="3">
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <Text fontWeight="semibold" data-testid="critical-caption">
              {caption}
            </Text>
            {day !== null ? (
              <Button size="xs" variant="outline" onClick={() => setDay(null)}>
                Показать весь месяц
              </Button>
            ) : null}
          </Flex>
          {shown.isPending ? <ListSkeleton label="Загрузка критических событий" /> : null}
          {shown.isError ? <LoadFailure what="критические события" onRetry={() => void shown.refetch()} /> : null}
          {shown.data ? <CriticalList events={shown.data} caption={caption} /> : null}
          {marksFailed ? <Text color="fg.muted">Дни с событиями в календаре не отмечены: сервер не ответил на запрос по дням. Выберите день, чтобы увидеть его события.</Text> : null}
        </Stack>
      </Flex>
    </Box>
  );
}
