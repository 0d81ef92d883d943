import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, HStack, IconButton, Text, chakra } from '../kit/chakra';
import { ChevronLeft, ChevronRight } from '../kit/icons';
import { MONTHS, WEEKDAYS, WEEKDAY_NAMES, addDaysTo, addMonthsTo, calendarWeeks, sameDay, weekdayOf, type Day } from './calendarMonth';

const MONTHS_GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

interface CalendarGridProps {
  selected: Day | null;
  initial: Day;
  /** Marked in the grid (aria-current="date") so the user sees where "now" is among the days offered. */
  today?: Day;
  onPick: (day: Day) => void;
  /** Days that can be chosen (e.g. working days only); others are shown disabled. */
  isSelectable?: (day: Day) => boolean;
}

/** One month as a grid of day buttons, Monday first; one button is in the tab order and arrow keys move it. */
export function CalendarGrid({ selected, initial, today, onPick, isSelectable }: CalendarGridProps) {
  const [focused, setFocused] = useState<Day>(initial);
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus follows the keyboard and the opening; a click on a month arrow leaves focus on the arrow.
  const moved = useRef(true);

  useEffect(() => {
    if (moved.current) gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
    moved.current = false;
  }, [focused]);

  const move = (next: Day) => {
    moved.current = true;
    setFocused(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, () => Day> = {
      ArrowLeft: () => addDaysTo(focused, -1),
      ArrowRight: () => addDaysTo(focused, 1),
      ArrowUp: () => addDaysTo(focused, -7),
      ArrowDown: () => addDaysTo(focused, 7),
      PageUp: () => addMonthsTo(focused, -1),
      PageDown: () => addMonthsTo(focused, 1),
      Home: () => addDaysTo(focused, -weekdayOf(focused)),
      End: () => addDaysTo(focused, 6 - weekdayOf(focused)),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step());
  };

  const title = `${MONTHS[focused.month]} ${focused.year}`;
  return (
    <Box>
      <HStack justify="space-between" mb="1">
        <IconButton size="xs" variant="ghost" aria-label="Предыдущий месяц" onClick={() => setFocused(addMonthsTo(focused, -1))}>
          <ChevronLeft aria-hidden />
        </IconButton>
        <Text fontWeight="semibold" aria-live="polite">
          {title}
        </Text>
        <IconButton size="xs" variant="ghost" aria-label="Следующий месяц" onClick={() => setFocused(addMonthsTo(focused, 1))}>
          <ChevronRight aria-hidden />
        </IconButton>
      </HStack>
      <chakra.table ref={gridRef} role="grid" aria-label={title} onKeyDown={onKeyDown} borderCollapse="collapse">
        <thead>
          <tr>
            {WEEKDAYS.map((name, index) => (
              <chakra.th key={name} scope="col" abbr={WEEKDAY_NAMES[index]} fontSize="xs" fontWeight="normal" color="fg.muted" p="1">
                {name}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarWeeks(focused.year, focused.month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (day === null) return <td key={column} />;
                const value = { year: focused.year, month: focused.month, day };
                const isSelected = sameDay(value, selected);
                const isToday = today !== undefined && sameDay(value, today);
                // Disabled days stay focusable (aria-disabled, not disabled) so arrow keys can walk past them.
                const blocked = isSelectable ? !isSelectable(value) : false;
                return (
                  <td key={column} aria-selected={isSelected}>
                    <Button
                      size="xs"
                      minW="8"
                      variant={isSelected ? 'solid' : 'ghost'}
                      tabIndex={day === focused.day ? 0 : -1}
                      aria-label={`${day} ${MONTHS_GENITIVE[focused.month]} ${focused.year}${isToday ? ', сегодня' : ''}`}
                      aria-current={isToday ? 'date' : undefined}
                      borderWidth={isToday ? '2px' : undefined}
                      borderColor={isToday ? 'border.emphasized' : undefined}
                      fontWeight={isToday ? 'bold' : undefined}
                      aria-pressed={isSelected}
                      aria-disabled={blocked || undefined}
                      data-unselectable={blocked ? '' : undefined}
                      color={blocked ? 'fg.subtle' : undefined}
                      textDecoration={blocked ? 'line-through' : undefined}
                      cursor={blocked ? 'not-allowed' : undefined}
                      onClick={() => {
                        if (!blocked) onPick(value);
                      }}
                    >
                      {day}
                    </Button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
