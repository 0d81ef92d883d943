import { useMemo } from 'react';
import { Skeleton, Text } from '@portal/ui/chakra';
import { DateField } from '@portal/ui';
import { workingDayPredicate } from '../rules/workingDays';
import { useSelection } from '../supplies/selectionContext';
import { useWorkCalendar } from './useWorkCalendar';

export const FUNDING_DATE_LABEL = 'Дата финансирования';
export const NOT_A_WORKING_DAY = 'Выберите рабочий день';

/** futureFundingDate: a Russian date field offering only the working days of GET /workCalendar. */
export function FundingDateField({ editable }: { editable: boolean }) {
  const value = useSelection((state) => state.fundingDate);
  const setFundingDate = useSelection((state) => state.setFundingDate);
  const calendar = useWorkCalendar();
  const isSelectable = useMemo(() => (calendar.data ? workingDayPredicate(calendar.data) : undefined), [calendar.data]);

  if (!editable) {
    return (
      <Text fontSize="sm">
        {FUNDING_DATE_LABEL}: {value || '—'}
      </Text>
    );
  }
  if (calendar.isPending) return <Skeleton height="16" width="11rem" role="status" aria-label="Загрузка календаря рабочих дней" />;
  if (calendar.isError) {
    return (
      <Text color="fg.error" fontSize="sm" role="alert">
        Не удалось загрузить календарь рабочих дней
      </Text>
    );
  }
  return <DateField label={FUNDING_DATE_LABEL} value={value} onChange={setFundingDate} isSelectable={isSelectable} unselectableMessage={NOT_A_WORKING_DAY} width="13rem" />;
}
