import { Button, HStack, Progress, Text } from '@portal/ui/chakra';
import { Download } from '@portal/ui/icons';
import type { DownloadState } from '../hooks/useReportDownload';

interface DownloadExcelButtonProps {
  onDownload: () => void;
  progress: DownloadState | null;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1).replace('.', ',')} МБ`;

/** 'Выгрузить в Excel' and, while the file comes, its progress (a percentage when the size is known). */
export function DownloadExcelButton({ onDownload, progress }: DownloadExcelButtonProps) {
  return (
    <HStack gap="3">
      <Button size="sm" variant="outline" onClick={onDownload} loading={progress !== null} loadingText="Выгрузка…">
        <Download aria-hidden /> Выгрузить в Excel
      </Button>
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
