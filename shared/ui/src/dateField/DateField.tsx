import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Field, HStack, IconButton, Input } from '../kit/chakra';
import { CalendarDays } from '../kit/icons';
import { CalendarGrid } from './CalendarGrid';
import { formatDay, impossibleDayMessage, parseDay, type Day } from './calendarMonth';

export const DATE_FORMAT_MESSAGE = 'Введите дату в формате ДД.ММ.ГГГГ';
export const DATE_UNSELECTABLE_MESSAGE = 'Эту дату выбрать нельзя';

export interface DateFieldProps {
  label: string;
  /** DD.MM.YYYY, or '' for none. */
  value: string;
  /** Called with a valid DD.MM.YYYY or '' (cleared); an unfinished entry is kept in the field, not passed on. */
  onChange: (value: string) => void;
  /** Today, for where the calendar opens without a value (tests pass a fixed one). */
  today?: Day;
  width?: string;
  /** Which days may be chosen (e.g. working days); a typed day outside it shows `unselectableMessage`. */
  isSelectable?: (day: Day) => boolean;
  /** The message for a typed day outside `isSelectable`, or a function telling why that day cannot be chosen. */
  unselectableMessage?: string | ((day: Day) => string);
  /**
   * Told whether the field holds text that is not an accepted date (shown as an error now, or once the field is
   * left): `value` then still holds the last accepted date, so a form must not be sent with it.
   */
  onInvalidChange?: (invalid: boolean) => void;
  /** The field's name: a dialog with a draft key keeps a named field's text across a session end (decision 0059). */
  name?: string;
}

function todayOf(): Day {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth(), day: now.getDate() };
}

/**
 * A Russian date field: typed as DD.MM.YYYY or picked in a Monday-first calendar (arrow keys, Page Up/Down for
 * months, Enter to choose, Escape to close). Only a real date or an empty field reaches `onChange`.
 */
export function DateField({ label, value, onChange, today, width = '11rem', isSelectable, unselectableMessage = DATE_UNSELECTABLE_MESSAGE, onInvalidChange, name }: DateFieldProps) {
  const [draft, setDraft] = useState(value);
  const [open, setOpen] = useState(false);
  // The format message waits for the user to leave the field, not for every keystroke.
  const [left, setLeft] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => setDraft(value), [value]);

  const parsed = parseDay(draft);
  // A well-formed day that does not exist (31.02) says so at once: the format was right, the day is not.
  const impossible = impossibleDayMessage(draft);
  const malformed = left && draft.trim() !== '' && parsed === null && impossible === null;
  const unselectable = parsed !== null && isSelectable !== undefined && !isSelectable(parsed);
  const invalid = malformed || unselectable || impossible !== null;
  // Unfinished text counts too: it is not what `value` holds.
  const notAccepted = draft.trim() !== '' && (parsed === null || unselectable);
  useEffect(() => onInvalidChange?.(notAccepted), [notAccepted, onInvalidChange]);
  const current = today ?? todayOf();

  const commit = (text: string) => {
    setDraft(text);
    const day = parseDay(text);
    if (text.trim() === '') onChange('');
    else if (day && (!isSelectable || isSelectable(day))) onChange(formatDay(day));
  };

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <Field.Root invalid={invalid} width={width} position="relative">
      <Field.Label>{label}</Field.Label>
      <HStack gap="1" width="full">
        <Input
          size="sm"
          name={name}
          value={draft}
          placeholder="ДД.ММ.ГГГГ"
          inputMode="numeric"
          maxLength={10}
          onChange={(event) => {
            setLeft(false);
            commit(event.target.value);
          }}
          onBlur={() => setLeft(true)}
        />
        <IconButton
          ref={toggleRef}
          size="sm"
          variant="outline"
          aria-label={`Открыть календарь: ${label}`}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          <CalendarDays aria-hidden />
        </IconButton>
      </HStack>
      {malformed ? <Field.ErrorText>{DATE_FORMAT_MESSAGE}</Field.ErrorText> : null}
      {impossible ? <Field.ErrorText>{impossible}</Field.ErrorText> : null}
      {unselectable && parsed ? <Field.ErrorText>{typeof unselectableMessage === 'function' ? unselectableMessage(parsed) : unselectableMessage}</Field.ErrorText> : null}
      {open ? (
        <Box
          id={panelId}
          role="dialog"
          aria-label={`Календарь: ${label}`}
          position="absolute"
          top="100%"
          left="0"
          zIndex="popover"
          mt="1"
          p="2"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          onKeyDown={onPanelKey}
        >
          <CalendarGrid
            selected={parseDay(draft)}
            initial={parsed ?? current}
            today={current}
            isSelectable={isSelectable}
            onPick={(day) => {
              commit(formatDay(day));
              close();
            }}
          />
        </Box>
      ) : null}
    </Field.Root>
  );
}
