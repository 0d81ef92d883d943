import { memo } from 'react';
import { Box } from '@portal/ui/chakra';
import { formatDate, formatMoney } from '@portal/ui/format';
import { SUPPLY_GRID_COLUMNS, SUPPLY_GRID_COLUMNS_NO_FINANCING, SUPPLY_ROW_HEIGHT } from './supplyColumns';
import { SupplyCheckbox } from './SupplyCheckbox';
import { useSelection } from './selectionContext';
import { verificationText } from './verificationText';

/**
 * Static styles of a row and its cells, written once: cells are plain elements styled from the row, and the row's
 * position goes in `style`, so moving through 10 000 offsets never makes a new CSS class.
 */
const ROW_CSS = {
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
  '&[data-no-financing]': { gridTemplateColumns: SUPPLY_GRID_COLUMNS_NO_FINANCING },
  '&[data-invalid]': { bg: 'bg.error' },
  '& > [role=gridcell]': { px: '3', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& > [data-amount]': { textAlign: 'end' },
  '& [data-state=error]': { color: 'fg.error' },
  '& [data-state=muted]': { color: 'fg.muted' },
  '& [data-state=ok]': { color: 'fg.success' },
} as const;

interface SupplyRowProps {
  index: number;
  start: number;
  editable: boolean;
  /** Whether the financing column is there (not for the debtor). */
  financing: boolean;
}

/** One virtual row of the supplies grid, placed at `start` px. */
export const SupplyRow = memo(function SupplyRow({ index, start, editable, financing }: SupplyRowProps) {
  const supply = useSelection((state) => state.rows[index]);
  if (!supply) return null;
  const name = supply.updDocument.document.name || `Поставка № ${supply.id}`;
  const verification = verificationText(supply);
  const state = verification.error ? 'error' : supply.verificationDebtor ? 'ok' : 'muted';
  return (
    <Box role="row" aria-rowindex={index + 2} data-supply-id={String(supply.id)} data-invalid={supply.invalid ? '' : undefined} data-no-financing={financing ? undefined : ''} css={ROW_CSS} style={{ transform: `translateY(${start}px)` }}>
      <div role="gridcell">
        <SupplyCheckbox column="registry" index={index} label={`В реестр: ${name}`} disabled={!editable} />
      </div>
      {financing ? (
        <div role="gridcell">
          <SupplyCheckbox column="financing" index={index} label={`К финансированию: ${name}`} disabled={!editable} />
        </div>
      ) : null}
      <div role="gridcell" title={name}>
        {name}
      </div>
      <div role="gridcell">{formatDate(supply.supplyDate) || '—'}</div>
      <div role="gridcell">{formatDate(supply.dueDate) || '—'}</div>
      <div role="gridcell" data-amount="">
        {formatMoney(supply.supplyAmount)}
      </div>
      <div role="gridcell">
        <span data-state={state}>{verification.text}</span>
      </div>
    </Box>
  );
});
