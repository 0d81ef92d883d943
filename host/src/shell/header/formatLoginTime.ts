import { format, isValid, parseISO } from 'date-fns';

/** A login time as DD.MM.YYYY HH:mm in the browser's time zone; empty for no or an unreadable time. */
export function formatLoginTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd.MM.yyyy HH:mm') : '';
}
