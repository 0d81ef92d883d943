import { Box, Button, HStack, IconButton, Table, Text } from '@portal/ui/chakra';
import { ChevronLeft, ChevronRight } from '@portal/ui/icons';
import { dayLabel, isoDay, monthWeeks, RUSSIAN_MONTHS, RUSSIAN_WEEKDAYS, RUSSIAN_WEEKDAYS_SHORT, shiftMonth, type CalendarMonth } from '../rules/calendarMonth';

/** Spec §9: the calendar pane is at least 250 px wide. */
export const CALENDAR_PANE_MIN_WIDTH = 250;

interface EventCalendarProps {
  month: CalendarMonth;
  onMonth: (month: CalendarMonth) => void;
  /** ISO days with events (marked). */
  marked: ReadonlySet<string>;
  selected: string | null;
  onSelect: (day: string) => void;
}

/** A month calendar, Monday first, Russian month and day names; days with events are marked and choosable. */
export function EventCalendar({ month, onMonth, marked, selected, onSelect }: EventCalendarProps) {
  const title = `${RUSSIAN_MONTHS[month.month - 1]} ${month.year}`;
  return (
    <Box position="relative" minW={`${CALENDAR_PANE_MIN_WIDTH}px`} width={{ base: '100%', md: `${CALENDAR_PANE_MIN_WIDTH + 40}px` }} flexShrink={0} data-testid="event-calendar">
      <HStack justify="space-between" mb="2">
        <IconButton aria-label="Предыдущий месяц" size="sm" variant="ghost" onClick={() => onMonth(shiftMonth(month, -1))}>
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <Text fontWeight="semibold" aria-live="polite">
          {title}
        </Text>
        <IconButton aria-label="Следующий месяц" size="sm" variant="ghost" onClick={() => onMonth(shiftMonth(month, 1))}>
          <ChevronRight aria-hidden="true" />
        </IconButton>
      </HStack>
      <Table.Root size="sm" variant="line" style={{ tableLayout: 'fixed' }}>
        <Table.Caption srOnly>{`Календарь событий: ${title}`}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {RUSSIAN_WEEKDAYS_SHORT.map((short, index) => (
              <Table.ColumnHeader key={short} textAlign="center" px="0">
                <abbr title={RUSSIAN_WEEKDAYS[index]} style={{ textDecoration: 'none' }}>
                  {short}
                </abbr>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {monthWeeks(month).map((week, weekIndex) => (
            <Table.Row key={weekIndex}>
              {week.map((day, dayIndex) => {
                if (day === null) return <Table.Cell key={dayIndex} px="0" />;
                const iso = isoDay(month.year, month.month, day);
                const hasEvents = marked.has(iso);
                const isSelected = selected === iso;
                return (
                  <Table.Cell key={dayIndex} px="0" py="0.5" textAlign="center">
                    <Button
                      size="xs"
                      minW="8"
                      px="0"
                      variant={isSelected ? 'solid' : hasEvents ? 'subtle' : 'ghost'}
                      fontWeight={hasEvents ? 'bold' : 'normal'}
                      aria-label={`${dayLabel(month.year, month.month, day)}${hasEvents ? ', есть события' : ''}`}
                      aria-pressed={isSelected}
                      data-marked={hasEvents ? 'true' : 'false'}
                      data-day={iso}
                      onClick={() => onSelect(iso)}
                      position="relative"
                    >
                      {day}
                      {hasEvents ? <Box as="span" aria-hidden="true" position="absolute" bottom="0.5" left="50%" transform="translateX(-50%)" width="4px" height="4px" borderRadius="full" bg="red.solid" /> : null}
                    </Button>
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
