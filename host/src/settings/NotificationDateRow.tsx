import { useState } from 'react';
import { HStack, IconButton } from '@portal/ui/chakra';
import { notify, showError, withLoader } from '@portal/platform';
import { DateField, useSingleFlight } from '@portal/ui';
import { settingsApi } from './settingsApi';

export const NOTIFICATION_DATE_FAILED_TEXT = 'Ошибка изменения даты уведомлений';
export const NOTIFICATION_DATE_SAVED_TEXT = 'Дата уведомлений изменена';

/** DD.MM.YYYY (as the portal's date field gives it) → the ISO date the call has always sent. */
export function notificationDateToIso(russianDate: string): string {
  const [day, month, year] = russianDate.split('.');
  return `${year}-${month}-${day}`;
}

/**
 * Notification date (POST /lkk/user/notification_date; LKK and LKP only), typed DD.MM.YYYY or picked in the portal's
 * own calendar like every other date of the portal, not the browser's date input.
 */
export function NotificationDateRow() {
  // A real DD.MM.YYYY or '' (DateField passes nothing unfinished on).
  const [date, setDate] = useState('');
  const sending = useSingleFlight();
  const apply = () =>
    sending.run(async () => {
      try {
        await withLoader(undefined, () => settingsApi.changeNotificationDate(notificationDateToIso(date)));
        notify(NOTIFICATION_DATE_SAVED_TEXT);
      } catch {
        showError({ name: 'Ошибка', message: NOTIFICATION_DATE_FAILED_TEXT });
      }
    });
  return (
    <HStack width="full" align="flex-end">
      <DateField label="Дата уведомлений" name="notificationDate" value={date} onChange={setDate} />
      <IconButton aria-label="Применить дату" size="sm" colorPalette="green" disabled={date === '' || sending.pending} onClick={() => void apply()}>
        ✓
      </IconButton>
    </HStack>
  );
}
