import { useEffect, useRef } from 'react';
import { useSelection } from './selectionContext';
import type { SelectionColumn } from './supplySelectionStore';

/** The column's select-all box (a native one, styled by the grid: SUPPLY_GRID_CSS): checked when all are chosen, indeterminate when some are (exposed natively as mixed). */
export function SelectAllCheckbox({ column, label, disabled }: { column: SelectionColumn; label: string; disabled: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  const count = useSelection((state) => state.counts[column]);
  // Financing is chosen among the supplies in the registry.
  const total = useSelection((state) => (column === 'financing' ? state.counts.registry : state.rows.length));
  const setAll = useSelection((state) => state.setAll);
  const all = total > 0 && count === total;
  const some = count > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={all}
      disabled={disabled || total === 0}
      onChange={() => setAll(column, !all)}
    />
  );
}
