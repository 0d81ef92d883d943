import { formatDateTimeMinutes } from '@portal/ui/format';

/** A login time as DD.MM.YYYY HH:mm in the browser's time zone; empty for no or an unreadable time. */
export function formatLoginTime(value: string | null | undefined): string {
  return formatDateTimeMinutes(value);
}
