import { BREAKPOINTS } from '@portal/ui';
import { SUPPLY_GRID_COLUMNS, SUPPLY_GRID_COLUMNS_NO_FINANCING, SUPPLY_GRID_COLUMNS_PHONE, SUPPLY_GRID_COLUMNS_PHONE_NO_FINANCING, SUPPLY_ROW_HEIGHT } from './supplyColumns';

/**
 * The styles of every virtual row, its cells and tick boxes, given once to the scroll container: the rows and
 * boxes are plain elements, so mounting the ten rows a scrolled frame brings costs no style computation and makes
 * no CSS class. Each row is laid out and painted on its own (contain), the row's position goes in `style`.
 */
export const SUPPLY_GRID_CSS = {
  // The header row, plain elements too: nine Chakra elements were nine style objects hashed on the first render.
  '& [data-supply-header]': {
    position: 'sticky',
    top: '0',
    zIndex: '1',
    display: 'grid',
    gridTemplateColumns: SUPPLY_GRID_COLUMNS,
    alignItems: 'center',
    minH: `${SUPPLY_ROW_HEIGHT}px`,
    bg: 'bg.muted',
    borderBottomWidth: '1px',
    borderColor: 'border',
    fontSize: 'sm',
    fontWeight: 'semibold',
    minW: 'fit-content',
  },
  '& [data-supply-header][data-no-financing]': { gridTemplateColumns: SUPPLY_GRID_COLUMNS_NO_FINANCING },
  '& [data-supply-header] > [role=columnheader]': { px: '3', textAlign: 'start' },
  '& [data-supply-header] > [data-select-all]': { display: 'flex', gap: '2', alignItems: 'center' },
  '& [data-supply-header] > [data-amount]': { textAlign: 'end' },
  '& [data-supply-header] input[type=checkbox]': { width: '4', height: '4', cursor: 'pointer', accentColor: 'blue.solid' },
  '& [data-supply-header] input[type=checkbox]:disabled': { cursor: 'not-allowed' },
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
  // A phone shows the ticks and the amount first, the document after: what is chosen and for how much is on screen
  // without scrolling sideways (the cells keep their order for screen readers, header and rows alike).
  [`@media (max-width: ${BREAKPOINTS.xs - 0.02}px)`]: {
    '& [data-supply-header], & [data-supply-row]': { gridTemplateColumns: SUPPLY_GRID_COLUMNS_PHONE },
    '& [data-supply-header][data-no-financing], & [data-supply-row][data-no-financing]': { gridTemplateColumns: SUPPLY_GRID_COLUMNS_PHONE_NO_FINANCING },
    '& [data-supply-header] > [data-select-all], & [data-supply-row] > [data-tick]': { order: -2 },
    '& [data-supply-header] > [data-amount], & [data-supply-row] > [data-amount]': { order: -1 },
  },
} as const;
