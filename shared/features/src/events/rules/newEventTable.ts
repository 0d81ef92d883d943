import { INVOICE_GROUP_NAME, type NewEvent } from '@portal/api';
import { formatEventField, orDash } from '@portal/ui/format';

export interface NewEventTable {
  columns: Array<{ name: string; text: string }>;
  rows: string[][];
}

/** Spec §3 New event: a table from the schema, columns in the headers' order, money and date fields formatted (§9), a missing value «—» (money: 0). */
export function newEventTable(schema: NewEvent['schema']): NewEventTable {
  const columns = schema.headers;
  return { columns, rows: schema.tableItems.map((item) => columns.map((column) => orDash(formatEventField(column.name, item[column.name])))) };
}

/** Spec §2: a group named 'Оплата счета' shows a 'Скачать счет' link instead of a table. */
export function isInvoiceGroup(event: Pick<NewEvent, 'eventGroupName'>): boolean {
  return event.eventGroupName.trim() === INVOICE_GROUP_NAME;
}
