import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { useSelection } from './selectionContext';
import type { SelectionColumn } from './supplySelectionStore';

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
  const checked = useSelection((state) => state[column][index] === 1);
  // Financing is chosen only for a supply chosen into the registry.
  const outsideRegistry = useSelection((state) => column === 'financing' && state.registry[index] !== 1);
  const toggle = useSelection((state) => state.toggle);

  const onClick = (event: MouseEvent<HTMLInputElement>) => toggle(column, index, event.shiftKey);
  // A keyboard-made click does not carry Shift in every browser: shift-Space is handled here instead.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ' && event.shiftKey) {
      event.preventDefault();
      toggle(column, index, true);
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
