import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { chakra } from '@portal/ui/chakra';
import { useSelection } from './selectionContext';
import type { SelectionColumn } from './supplySelectionStore';

interface SupplyCheckboxProps {
  column: SelectionColumn;
  index: number;
  label: string;
  disabled: boolean;
}

/** Written once for every box (one CSS class, not one style computation per prop). */
export const BOX_CSS = { width: '4', height: '4', cursor: 'pointer', accentColor: 'blue.solid', '&:disabled': { cursor: 'not-allowed' } } as const;

/**
 * A native checkbox (cheap for thousands of rows): Space ticks it, shift-click or shift-Space ticks the range from
 * the last tick. Its flag is read from the store, so only this box re-renders when it changes.
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
    <chakra.input
      type="checkbox"
      css={BOX_CSS}
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
