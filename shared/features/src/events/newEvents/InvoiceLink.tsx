import { saveFile } from '@portal/platform';
import { useState } from 'react';
import { Button } from '@portal/ui/chakra';
import { Download } from '@portal/ui/icons';
import type { EventsApiPrefix } from '@portal/api';
import { dashboardCalls } from '../api/dashboardCalls';
import { logCallFailure } from '../api/logCallFailure';

/**
 * 'Скачать счет': the invoice of the event's order (by orderId, then its file by id) saved as a real file. Spec §8: a
 * failed file download is ignored silently, logged through POST log/error. A 404 (the order or its file is not there;
 * /lkd/event-order/* is not in §7, a spec-only server has none) takes the link away, quietly.
 */
export function InvoiceLink({ prefix, orderId }: { prefix: EventsApiPrefix; orderId: string | null }) {
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  if (!orderId || missing) return null;
  const download = async () => {
    setBusy(true);
    try {
      const order = await dashboardCalls.order(prefix, orderId);
      const file = order.files.find((candidate) => candidate.id !== null);
      if (!file || file.id === null) {
        logCallFailure(`GET ${prefix}/event-order/{id}`, new Error('The order has no file'), 'no invoice');
        setMissing(true);
        return;
      }
      saveFile(await dashboardCalls.orderFile(prefix, file.id), file.name || `Счет ${orderId}.pdf`);
    } catch (error) {
      if (logCallFailure(`GET ${prefix}/event-order/{id} and its file (invoice)`, error, 'download failed') === 404) setMissing(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="plain" px="0" textDecoration="underline" colorPalette="blue" loading={busy} onClick={() => void download()}>
      <Download aria-hidden="true" />
      Скачать счет
    </Button>
  );
}
