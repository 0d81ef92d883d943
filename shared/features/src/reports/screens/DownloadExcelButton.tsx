import { Button, HStack, Progress, Text } from '@portal/ui/chakra';
import { Download } from '@portal/ui/icons';
import type { DownloadState } from '../hooks/useReportDownload';

interface DownloadExcelButtonProps {
  onDownload: () => void;
  progress: DownloadState | null;
  /** The server does not offer this report's file (its Excel call answered 404). */
  unavailable?: boolean;
}

/** Said beside the disabled button when the server does not offer the file. */
export const EXCEL_UNAVAILABLE = 'Выгрузка в Excel этого отчёта сервером не поддерживается';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1).replace('.', ',')} МБ`;

/** 'Выгрузить в Excel' and, while the file comes, its progress (a percentage when the size is known). */
export function DownloadExcelButton({ onDownload, progress, unavailable = false }: DownloadExcelButtonProps) {
  return (
    <HStack gap="3">
      <Button size="sm" variant="outline" onClick={onDownload} loading={progress !== null} loadingText="Выгрузка…" disabled={unavailable} aria-describedby={unavailable ? 'excel-unavailable' : undefined}>
        <Download aria-hidden /> Выгрузить в Excel
      </Button>
      {unavailable ? (
        <Text id="excel-unavailable" fontSize="sm" color="fg.muted">
          {EXCEL_UNAVAILABLE}
        </Text>
      ) : null}
      {progress ? (
        <Progress.Root value={progress.share === null ? null : Math.round(progress.share * 100)} size="sm" width="40">
          <HStack gap="2">
            <Progress.Track flex="1" aria-label="Выгрузка файла Excel">
              <Progress.Range />
            </Progress.Track>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {progress.share === null ? megabytes(progress.receivedBytes) : `${Math.round(progress.share * 100)} %`}
            </Text>
          </HStack>
        </Progress.Root>
      ) : null}
    </HStack>
  );
}
