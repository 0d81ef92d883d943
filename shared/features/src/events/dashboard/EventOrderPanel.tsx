import { saveFile } from '@portal/platform';
import { Box, Button, Heading, Stack, Text } from '@portal/ui/chakra';
import { formatDate } from '@portal/ui/format';
import { Download } from '@portal/ui/icons';
import { dashboardCalls } from '../api/dashboardCalls';
import { logCallFailure } from '../api/logCallFailure';
import { ListSkeleton } from '../screens/ListSkeleton';
import { LoadFailure } from '../screens/LoadFailure';
import { useEventOrder } from './useDashboard';

/** GET /lkk/event-order/{id}: the order and its files, each downloaded as a real file (GET /lkk/event-order/download/{id}). */
export function EventOrderPanel({ orderId }: { orderId: string }) {
  const order = useEventOrder('lkk', orderId);
  if (order.isPending) return <ListSkeleton rows={2} label="Загрузка распоряжения" />;
  if (order.isError) return <LoadFailure what="распоряжение" onRetry={() => void order.refetch()} />;
  const { number, date, status, description, files } = order.data;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="event-order">
      <Heading as="h4" size="sm">
        Распоряжение {number || orderId}
        {date ? ` от ${formatDate(date)}` : ''}
      </Heading>
      {status ? <Text color="fg.muted">{status}</Text> : null}
      {description ? <Text mt="1">{description}</Text> : null}
      <Stack as="ul" mt="2" gap="1" listStyleType="none" aria-label="Файлы распоряжения">
        {files.flatMap((file) => (file.id === null ? [] : [{ ...file, id: file.id }])).map((file, index) => (
          <li key={String(file.id)}>
            <Button
              size="xs"
              variant="outline"
              onClick={async () => {
                // Spec §8: a failed download is ignored silently, logged through POST log/error.
                const blob = await dashboardCalls.orderFile('lkk', file.id).catch((error: unknown) => {
                  logCallFailure('GET lkk/event-order/download/{id}', error, 'download failed');
                  return null;
                });
                if (blob) saveFile(blob, file.name || `file-${String(file.id)}`);
              }}
            >
              <Download aria-hidden="true" />
              {file.name || `Файл ${index + 1}`}
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
