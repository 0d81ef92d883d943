import { saveFile } from '@portal/platform';
import { useState } from 'react';
import { Button, Text } from '@portal/ui/chakra';
import { Download } from '@portal/ui/icons';
import type { EventsApiPrefix } from '@portal/api';
import { dashboardCalls } from '../api/dashboardCalls';

/** 'Скачать счет': the invoice of the event's order (by orderId, then its file by id) saved as a real file. */
export function InvoiceLink({ prefix, orderId }: { prefix: EventsApiPrefix; orderId: string | null }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!orderId) return null;
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const order = await dashboardCalls.order(prefix, orderId);
      const file = order.files[0];
      if (!file) throw new Error('The order has no file');
      saveFile(await dashboardCalls.orderFile(prefix, file.id), file.name || `Счет ${orderId}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="plain" px="0" textDecoration="underline" colorPalette="blue" loading={busy} onClick={() => void download()}>
        <Download aria-hidden="true" />
        Скачать счет
      </Button>
      {failed ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          Счёт не удалось скачать.
        </Text>
      ) : null}
    </>
  );
}
