import { SUPPLY_GRID_COLUMNS, SUPPLY_GRID_COLUMNS_NO_FINANCING, SUPPLY_ROW_HEIGHT } from './supplyColumns';

/**
 * The styles of every virtual row, its cells and tick boxes, given once to the scroll container: the rows and
 * boxes are plain elements, so mounting the ten rows a scrolled frame brings costs no style computation and makes
 * no CSS class. Each row is laid out and painted on its own (contain), the row's position goes in `style`.
 */
export const SUPPLY_GRID_CSS = {
  '& [data-supply-row]': {
    position: 'absolute',
    top: '0',
    left: '0',
    width: 'full',
    height: `${SUPPLY_ROW_HEIGHT}px`,
    display: 'grid',
    gridTemplateColumns: SUPPLY_GRID_COLUMNS,
    alignItems: 'center',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    fontSize: 'sm',
    contain: 'strict',
  },
  '& [data-supply-row][data-no-financing]': { gridTemplateColumns: SUPPLY_GRID_COLUMNS_NO_FINANCING },
  '& [data-supply-row][data-invalid]': { bg: 'bg.error' },
  '& [data-supply-row] > [role=gridcell]': { px: '3', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& [data-supply-row] > [data-amount]': { textAlign: 'end' },
  '& [data-supply-row] [data-state=error]': { color: 'fg.error' },
  '& [data-supply-row] [data-state=muted]': { color: 'fg.muted' },
  '& [data-supply-row] [data-state=ok]': { color: 'fg.success' },
  '& [data-supply-row] input[type=checkbox]': { width: '4', height: '4', cursor: 'pointer', accentColor: 'blue.solid' },
  '& [data-supply-row] input[type=checkbox]:disabled': { cursor: 'not-allowed' },
} as const;
