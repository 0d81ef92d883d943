import { memo } from 'react';
import { Box, Text } from '@portal/ui/chakra';
import { formatDate, formatMoney } from '@portal/ui/format';
import { SUPPLY_GRID_COLUMNS, SUPPLY_ROW_HEIGHT } from './supplyColumns';
import { SupplyCheckbox } from './SupplyCheckbox';
import { useSelection } from './selectionContext';
import { verificationText } from './verificationText';

interface SupplyRowProps {
  index: number;
  start: number;
  editable: boolean;
}

/** One virtual row of the supplies grid, placed at `start` px. */
export const SupplyRow = memo(function SupplyRow({ index, start, editable }: SupplyRowProps) {
  const supply = useSelection((state) => state.rows[index]);
  if (!supply) return null;
  const name = supply.updDocument.document.name || `Поставка № ${supply.id}`;
  const verification = verificationText(supply);
  return (
    <Box
      role="row"
      aria-rowindex={index + 2}
      data-supply-id={String(supply.id)}
      position="absolute"
      top="0"
      left="0"
      width="full"
      height={`${SUPPLY_ROW_HEIGHT}px`}
      transform={`translateY(${start}px)`}
      display="grid"
      gridTemplateColumns={SUPPLY_GRID_COLUMNS}
      alignItems="center"
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg={supply.invalid ? 'bg.error' : undefined}
      fontSize="sm"
    >
      <Box role="gridcell" px="3">
        <SupplyCheckbox column="registry" index={index} label={`В реестр: ${name}`} disabled={!editable} />
      </Box>
      <Box role="gridcell" px="3">
        <SupplyCheckbox column="financing" index={index} label={`К финансированию: ${name}`} disabled={!editable} />
      </Box>
      <Box role="gridcell" px="3" truncate title={name}>
        {name}
      </Box>
      <Box role="gridcell" px="3">
        {formatDate(supply.supplyDate) || '—'}
      </Box>
      <Box role="gridcell" px="3">
        {formatDate(supply.dueDate) || '—'}
      </Box>
      <Box role="gridcell" px="3" textAlign="end" whiteSpace="nowrap">
        {formatMoney(supply.supplyAmount)}
      </Box>
      <Box role="gridcell" px="3">
        <Text as="span" color={verification.error ? 'fg.error' : verification.text === 'Не подтверждена' ? 'fg.muted' : 'fg.success'}>
          {verification.text}
        </Text>
      </Box>
    </Box>
  );
});
