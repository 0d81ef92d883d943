import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { useSelection, useSelectionStore } from './selectionContext';
import type { SelectionColumn } from './supplySelectionStore';

const CHECKED = 1;
const OUTSIDE_REGISTRY = 2;

interface SupplyCheckboxProps {
  column: SelectionColumn;
  index: number;
  label: string;
  disabled: boolean;
}

/**
 * A native checkbox (cheap for thousands of rows; styled by the grid, SUPPLY_GRID_CSS): Space ticks it, shift-click
 * or shift-Space ticks the range from the last tick. Its flag is read from the store, so only this box re-renders when it changes.
 */
export const SupplyCheckbox = memo(function SupplyCheckbox({ column, index, label, disabled }: SupplyCheckboxProps) {
  const store = useSelectionStore();
  // One subscription per box (a scrolled frame mounts twenty): its tick, and whether it is outside the registry
  // (financing is chosen only for a supply chosen into the registry), as bits of one number.
  const flags = useSelection((state) => (state[column][index] === 1 ? CHECKED : 0) | (column === 'financing' && state.registry[index] !== 1 ? OUTSIDE_REGISTRY : 0));
  const checked = (flags & CHECKED) !== 0;
  const outsideRegistry = (flags & OUTSIDE_REGISTRY) !== 0;

  const onClick = (event: MouseEvent<HTMLInputElement>) => store.getState().toggle(column, index, event.shiftKey);
  // A keyboard-made click does not carry Shift in every browser: shift-Space is handled here instead.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ' && event.shiftKey) {
      event.preventDefault();
      store.getState().toggle(column, index, true);
    }
  };
  const onKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ' && event.shiftKey) event.preventDefault();
  };

  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled || outsideRegistry}
      data-column={column}
      onChange={() => undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
    />
  );
});
