import type { ReactNode } from 'react';

/** What a table cell or a label–value list shows for a missing value (docs/architecture.md "A missing value shows «—»"). */
export const NO_VALUE = '—';

/**
 * The portal's one rule for a missing value in a table cell or a label–value list: «—». Missing is null,
 * undefined, false, or text that is empty or only spaces; 0 is a value. Apply it to the cell's formatted text
 * (formatDate gives '' for no date), so an unreadable value is missing too.
 */
export function orDash(value: string | number | null | undefined): string;
export function orDash(value: ReactNode): ReactNode;
export function orDash(value: ReactNode): ReactNode {
  if (value === null || value === undefined || value === false) return NO_VALUE;
  if (typeof value === 'string' && value.trim() === '') return NO_VALUE;
  return typeof value === 'number' ? String(value) : value;
}
