import { memo } from 'react';
import { SupplyCheckbox } from './SupplyCheckbox';
import { useSelection } from './selectionContext';
import { supplyDay, supplyMoney } from './supplyCellText';
import { verificationText } from './verificationText';

interface SupplyRowProps {
  index: number;
  start: number;
  editable: boolean;
  /** Whether the financing column is there (not for the debtor). */
  financing: boolean;
}

/** One virtual row of the supplies grid, placed at `start` px; styled by the grid (SUPPLY_GRID_CSS). */
export const SupplyRow = memo(function SupplyRow({ index, start, editable, financing }: SupplyRowProps) {
  const supply = useSelection((state) => state.rows[index]);
  if (!supply) return null;
  // Without its УПД name (spec §3 updDocument.document.name) a supply has nothing else unique to tell it apart in the
  // ticks and in the check messages (supplyLabel), so its id stands in, the same in both places.
  const name = supply.updDocument.document.name || `Поставка № ${supply.id}`;
  const verification = verificationText(supply);
  const state = verification.error ? 'error' : supply.verificationDebtor ? 'ok' : 'muted';
  return (
    <div role="row" aria-rowindex={index + 2} data-supply-row="" data-supply-id={String(supply.id)} data-invalid={supply.invalid ? '' : undefined} data-no-financing={financing ? undefined : ''} style={{ transform: `translateY(${start}px)` }}>
      <div role="gridcell" data-tick="">
        <SupplyCheckbox column="registry" index={index} label={`В реестр: ${name}`} disabled={!editable} />
      </div>
      {financing ? (
        <div role="gridcell" data-tick="">
          <SupplyCheckbox column="financing" index={index} label={`К финансированию: ${name}`} disabled={!editable} />
        </div>
      ) : null}
      <div role="gridcell" title={name}>
        {name}
      </div>
      <div role="gridcell" data-amount="">
        {supplyMoney(supply.supplyAmount)}
      </div>
      <div role="gridcell">{supplyDay(supply.supplyDate)}</div>
      <div role="gridcell">{supplyDay(supply.dueDate)}</div>
      <div role="gridcell">
        <span data-state={state}>{verification.text}</span>
      </div>
    </div>
  );
});
