import { formatDate } from './dates';
import { formatMoney } from './money';

/** Event table fields shown in the money format (spec §3 New event). */
export const EVENT_MONEY_FIELDS: readonly string[] = ['invoiceAmount', 'debtAmount', 'backJrnAmount', 'finDebtAmount', 'financingAmount', 'financingAmount2', 'suppDebtAmount', 'payAmount'];

/** Event table fields shown as DD.MM.YYYY (spec §3 New event). */
export const EVENT_DATE_FIELDS: readonly string[] = ['contractDate', 'shipDate', 'supplyDate', 'delayDate', 'regrDate', 'eventDate', 'jourDate', 'payDate', 'startDelayDate', 'endDelayDate'];

/** A cell of an event table: money and date fields formatted, anything else as text. */
export function formatEventField(field: string, value: unknown): string {
  if (EVENT_MONEY_FIELDS.includes(field)) return formatMoney(typeof value === 'number' || typeof value === 'string' ? value : null);
  if (EVENT_DATE_FIELDS.includes(field)) {
    // A back end may already send DD.MM.YYYY, which the ISO reader would not take.
    if (typeof value === 'string' && /^\d{2}\.\d{2}\.\d{4}$/.test(value.trim())) return value.trim();
    return formatDate(typeof value === 'number' || typeof value === 'string' ? value : null);
  }
  return value === null || value === undefined ? '' : String(value);
}
