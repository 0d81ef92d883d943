import { useState } from 'react';
import { Field, HStack, IconButton, Input } from '@portal/ui/chakra';
import { notify, showError, withLoader } from '@portal/platform';
import { useSingleFlight } from '@portal/ui';
import { settingsApi } from './settingsApi';

export const NOTIFICATION_DATE_FAILED_TEXT = 'Ошибка изменения даты уведомлений';
export const NOTIFICATION_DATE_SAVED_TEXT = 'Дата уведомлений изменена';

/** Notification date (POST /lkk/user/notification_date; LKK and LKP only). */
export function NotificationDateRow() {
  const [date, setDate] = useState('');
  const sending = useSingleFlight();
  const apply = () =>
    sending.run(async () => {
      try {
        await withLoader(undefined, () => settingsApi.changeNotificationDate(date));
        notify(NOTIFICATION_DATE_SAVED_TEXT);
      } catch {
        showError({ name: 'Ошибка', message: NOTIFICATION_DATE_FAILED_TEXT });
      }
    });
  return (
    <Field.Root>
      <Field.Label>Дата уведомлений</Field.Label>
      <HStack width="full">
        <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        <IconButton aria-label="Применить дату" size="sm" colorPalette="green" disabled={date === '' || sending.pending} onClick={() => void apply()}>
          ✓
        </IconButton>
      </HStack>
    </Field.Root>
  );
}
