import { useMemo } from 'react';
import { Skeleton, Text } from '@portal/ui/chakra';
import { DateField } from '@portal/ui';
import { fundingDateRule, todayOf } from '../rules/fundingDate';
import { useSelection } from '../supplies/selectionContext';
import { useWorkCalendar } from './useWorkCalendar';

export const FUNDING_DATE_LABEL = 'Дата финансирования';

/**
 * futureFundingDate: a Russian date field offering the working days of GET /workCalendar from the next working day
 * on (decision 0035); today is marked in its calendar.
 */
export function FundingDateField({ editable }: { editable: boolean }) {
  const value = useSelection((state) => state.fundingDate);
  const setFundingDate = useSelection((state) => state.setFundingDate);
  const setFundingDateInvalid = useSelection((state) => state.setFundingDateInvalid);
  const calendar = useWorkCalendar();
  // Today is read once per calendar answer: a page left open overnight re-reads it with the next answer.
  const today = useMemo(() => todayOf(), [calendar.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const rule = useMemo(() => (calendar.data ? fundingDateRule(calendar.data, today) : undefined), [calendar.data, today]);

  if (!editable) {
    return (
      <Text fontSize="sm">
        {FUNDING_DATE_LABEL}: {value || '—'}
      </Text>
    );
  }
  if (calendar.isPending) return <Skeleton height="16" width="11rem" role="status" aria-label="Загрузка календаря рабочих дней" />;
  if (calendar.isError || !rule) {
    return (
      <Text color="fg.error" fontSize="sm" role="alert">
        Не удалось загрузить календарь рабочих дней
      </Text>
    );
  }
  return (
    <DateField
      label={FUNDING_DATE_LABEL}
      value={value}
      onChange={setFundingDate}
      today={today}
      isSelectable={rule.isSelectable}
      unselectableMessage={rule.messageFor}
      onInvalidChange={setFundingDateInvalid}
      width="13rem"
    />
  );
}
