import { saveFile } from '@portal/platform';
import type { RewardFile } from '@portal/api';
import { Button } from '@portal/ui/chakra';
import { Download } from '@portal/ui/icons';
import { downloadRewardFile } from '../api/rewardCalls';
import type { RewardsCabinet } from '../rewardsCabinet';

async function download(cabinet: RewardsCabinet, rewardId: string | number, file: RewardFile, fallbackName: string): Promise<void> {
  if (file.fileId === null) return;
  try {
    saveFile(await downloadRewardFile(cabinet, rewardId, file.fileId), file.name || fallbackName);
  } catch {
    // spec §8: file download failure is ignored silently
  }
}

/** Downloads the act or the report as a real file under its own name. */
export function RewardFileButton({ cabinet, rewardId, file, label }: { cabinet: RewardsCabinet; rewardId: string | number; file: RewardFile; label: string }) {
  return (
    <Button size="sm" variant="outline" onClick={() => void download(cabinet, rewardId, file, `${label}-${rewardId}`)} aria-label={`Скачать: ${label.toLowerCase()} (${file.name || 'файл'})`}>
      <Download aria-hidden />
      {label}
    </Button>
  );
}
