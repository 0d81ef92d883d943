import { memo, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Box } from '@portal/ui/chakra';
import { EmptyState } from '@portal/ui';
import { observeFixedHeightRect } from './observeFixedHeightRect';
import { scrollUnlessAtTop } from './scrollUnlessAtTop';
import { SelectAllCheckbox } from './SelectAllCheckbox';
import { useSelection } from './selectionContext';
import { SUPPLY_ROW_HEIGHT, SUPPLY_TABLE_HEIGHT } from './supplyColumns';
import { SUPPLY_GRID_CSS } from './supplyGridStyles';
import { SupplyRow } from './SupplyRow';

/** The amount beside the document it is owed on: in view at 768 px without scrolling sideways. */
const HEADERS = ['Документ (УПД)', 'Сумма', 'Дата поставки', 'Срок оплаты', 'Верификация'];

interface GridProps {
  editable: boolean;
  financing: boolean;
}

/** The sticky header row; memoised, so a scrolled frame does not render it again. Styled by the grid (SUPPLY_GRID_CSS). */
const SuppliesHeader = memo(function SuppliesHeader({ editable, financing }: GridProps) {
  return (
    <div role="row" aria-rowindex={1} data-supply-header="" data-no-financing={financing ? undefined : ''}>
      <div role="columnheader" data-select-all="">
        <SelectAllCheckbox column="registry" label="Выбрать все поставки в реестр" disabled={!editable} />В реестр
      </div>
      {financing ? (
        <div role="columnheader" data-select-all="">
          <SelectAllCheckbox column="financing" label="Выбрать все поставки к финансированию" disabled={!editable} />К финанс.
        </div>
      ) : null}
      {HEADERS.map((header) => (
        <div key={header} role="columnheader" data-amount={header === 'Сумма' ? '' : undefined}>
          {header}
        </div>
      ))}
    </div>
  );
});

const OBSERVE_TABLE_RECT = observeFixedHeightRect(SUPPLY_TABLE_HEIGHT);

/** The rows in view (plus overscan): the only part a scrolled frame renders again. */
function VirtualRows({ count, scroller, editable, financing }: GridProps & { count: number; scroller: HTMLDivElement | null }) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller,
    estimateSize: () => SUPPLY_ROW_HEIGHT,
    overscan: 8,
    // The window has a fixed height: the first rows are chosen from it without reading layout mid-commit.
    initialRect: { width: 1000, height: SUPPLY_TABLE_HEIGHT },
    observeElementRect: OBSERVE_TABLE_RECT,
    scrollToFn: scrollUnlessAtTop,
  });
  return (
    <div role="rowgroup" style={{ position: 'relative', minWidth: 'fit-content', height: `${virtualizer.getTotalSize()}px` }}>
      {virtualizer.getVirtualItems().map((item) => (
        <SupplyRow key={item.key} index={item.index} start={item.start} editable={editable} financing={financing} />
      ))}
    </div>
  );
}

/**
 * The registry's supplies with the two choices (into the registry, to financing); rows are virtualised so a
 * registry of 50 000 supplies renders only the visible ones. Read-only without 'change' (spec §6). Without `financing`
 * (the debtor) there is no «К финанс.» column.
 */
export function SelectableSuppliesTable({ editable, financing }: GridProps) {
  const count = useSelection((state) => state.rows.length);
  // Held in state: the rows' virtualizer is a child, whose effects run before a parent's ref is set.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);

  if (count === 0) return <EmptyState>В заявке нет поставок.</EmptyState>;
  return (
    <Box
      ref={setScroller}
      role="table"
      aria-label="Поставки заявки"
      aria-rowcount={count + 1}
      data-testid="supplies-scroll"
      height={`${SUPPLY_TABLE_HEIGHT}px`}
      overflow="auto"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      position="relative"
      css={SUPPLY_GRID_CSS}
    >
      <SuppliesHeader editable={editable} financing={financing} />
      <VirtualRows count={count} scroller={scroller} editable={editable} financing={financing} />
    </Box>
  );
}
