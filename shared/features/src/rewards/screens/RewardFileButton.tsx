import { useState } from 'react';
import { reportOddAnswer, saveFile, failureStatus } from '@portal/platform';
import type { RewardFile } from '@portal/api';
import { Button } from '@portal/ui/chakra';
import { Download } from '@portal/ui/icons';
import { downloadRewardFile } from '../api/rewardCalls';
import type { RewardsCabinet } from '../rewardsCabinet';

/**
 * Downloads the act or the report as a real file under its own name. Spec §8: a failed file download is ignored
 * silently, logged through POST log/error; a 404 (the file call is not in §7, a spec-only server has none) also
 * takes the link away, as for a file the detail does not name.
 */
export function RewardFileButton({ cabinet, rewardId, file, label }: { cabinet: RewardsCabinet; rewardId: string | number; file: RewardFile; label: string }) {
  const [missing, setMissing] = useState(false);
  if (missing || file.fileId === null) return null;
  const fileId = file.fileId;
  const download = async () => {
    try {
      saveFile(await downloadRewardFile(cabinet, rewardId, fileId), file.name || `${label}-${rewardId}`);
    } catch (error) {
      const status = failureStatus(error);
      reportOddAnswer(`GET ${cabinet.apiPrefix}/{id}/files/{fileId}`, `download failed${status === undefined ? '' : ` (${status})`}: ${error instanceof Error ? error.message : String(error)}`);
      if (status === 404) setMissing(true);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void download()} aria-label={`Скачать: ${label.toLowerCase()} (${file.name || 'файл'})`}>
      <Download aria-hidden />
      {label}
    </Button>
  );
}
