import { useState } from 'react';
import { saveFile } from '@portal/platform';
import { Box, Button, Heading, Stack, Text } from '@portal/ui/chakra';
import { formatDate } from '@portal/ui/format';
import { Download } from '@portal/ui/icons';
import { dashboardCalls } from '../api/dashboardCalls';
import { logCallFailure } from '../api/logCallFailure';
import { ListSkeleton } from '../screens/ListSkeleton';
import { LoadFailure } from '../screens/LoadFailure';
import { useEventOrder } from './useDashboard';

/** Said, muted, where a file's button was when the server answers its download 404. */
export const ORDER_FILE_NOT_SERVED = 'Файл этим сервером не выдаётся';

/**
 * One file of the order. Spec §8: a failed download is ignored silently, logged through POST log/error; a 404 says
 * the server does not give this file, where its button was, rather than leave a button that can only fail again.
 */
function OrderFileButton({ fileId, name }: { fileId: string | number; name: string }) {
  const [notServed, setNotServed] = useState(false);
  if (notServed) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {name}: {ORDER_FILE_NOT_SERVED.toLowerCase()}
      </Text>
    );
  }
  const download = async () => {
    const blob = await dashboardCalls.orderFile('lkk', fileId).catch((error: unknown) => {
      if (logCallFailure('GET lkk/event-order/download/{id}', error, 'download failed') === 404) setNotServed(true);
      return null;
    });
    if (blob) saveFile(blob, name);
  };
  return (
    <Button size="xs" variant="outline" onClick={() => void download()}>
      <Download aria-hidden="true" />
      {name}
    </Button>
  );
}

/** GET /lkk/event-order/{id}: the order and its files, each downloaded as a real file (GET /lkk/event-order/download/{id}). */
export function EventOrderPanel({ orderId }: { orderId: string }) {
  const order = useEventOrder('lkk', orderId);
  if (order.isPending) return <ListSkeleton rows={2} label="Загрузка распоряжения" />;
  if (order.isError) return <LoadFailure what="распоряжение" onRetry={() => void order.refetch()} />;
  const { number, date, status, description, files } = order.data;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="event-order">
      {/* The order id is what the user searched by («Номер распоряжения» filter, the group table's order column),
          so it stands in for a missing number. */}
      <Heading as="h4" size="sm">
        Распоряжение {number || `№ ${orderId}`}
        {date ? ` от ${formatDate(date)}` : ''}
      </Heading>
      {status ? <Text color="fg.muted">{status}</Text> : null}
      {description ? <Text mt="1">{description}</Text> : null}
      <Stack as="ul" mt="2" gap="1" listStyleType="none" aria-label="Файлы распоряжения">
        {files.flatMap((file) => (file.id === null ? [] : [{ ...file, id: file.id }])).map((file, index) => (
          <li key={String(file.id)}>
            <OrderFileButton fileId={file.id} name={file.name || `Файл ${index + 1}`} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
