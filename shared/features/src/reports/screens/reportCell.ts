import type { ReportRow } from '@portal/api';
import { formatDate, formatMoney, NO_VALUE, orDash } from '@portal/ui/format';
import type { ReportColumn } from '../rules/reportDefinitions';

/** A cell's text in the §9 formats: money with spaces and 2 decimals (empty as 0), dates DD.MM.YYYY, '—' when absent. */
export function reportCellText(column: ReportColumn, row: ReportRow): string {
  const value = row[column.field];
  switch (column.type) {
    case 'money':
      return formatMoney(typeof value === 'boolean' ? null : value);
    case 'date':
      return formatDate(typeof value === 'string' ? value : null) || orDash(typeof value === 'string' ? value : null);
    case 'integer':
      return orDash(typeof value === 'boolean' ? String(value) : value);
    case 'boolean':
      return value === null || value === undefined ? NO_VALUE : value === true ? 'С регрессом' : 'Без регресса';
    case 'text':
      return orDash(typeof value === 'boolean' ? String(value) : value);
  }
}
