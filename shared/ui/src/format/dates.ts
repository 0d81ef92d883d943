import { format, isValid, parseISO } from 'date-fns';
import { ru } from 'date-fns/locale';

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** DD.MM.YYYY (spec §9); '' for an empty or unreadable value. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'dd.MM.yyyy', { locale: ru }) : '';
}

/** DD.MM.YYYY HH:mm (login times in the header). */
export function formatDateTimeMinutes(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'dd.MM.yyyy HH:mm', { locale: ru }) : '';
}

/** DD.MM.YYYY HH:mm:ss, as a certificate's dateTo is saved (spec §3). */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'dd.MM.yyyy HH:mm:ss', { locale: ru }) : '';
}

/** A certificate's date is shown as its first 10 characters (spec §9). */
export function formatCertificateDate(value: string | null | undefined): string {
  return (value ?? '').slice(0, 10);
}
