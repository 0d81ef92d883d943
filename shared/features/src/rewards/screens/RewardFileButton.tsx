import { useState } from 'react';
import { reportOddAnswer, saveFile, failureStatus } from '@portal/platform';
import type { RewardFile } from '@portal/api';
import { Button, Text } from '@portal/ui/chakra';
import { Download } from '@portal/ui/icons';
import { downloadRewardFile } from '../api/rewardCalls';
import type { RewardsCabinet } from '../rewardsCabinet';

/** Said, muted, where the button was when the server answers the file call 404 (it is not in §7; not the user's fault). */
export const rewardFileNotServed = (label: string) => `${label} этим сервером не выдаётся.`;

/**
 * Downloads the act or the report as a real file under its own name. Spec §8: a failed file download is ignored
 * silently, logged through POST log/error. A 404 (the file call is not in §7, a spec-only server has none) is said
 * in a muted line where the button was, so the document does not just vanish.
 */
export function RewardFileButton({ cabinet, rewardId, file, label }: { cabinet: RewardsCabinet; rewardId: string | number; file: RewardFile; label: string }) {
  const [notServed, setNotServed] = useState(false);
  if (notServed) {
    return (
      <Text color="fg.muted">
        {rewardFileNotServed(label)}
      </Text>
    );
  }
  // The detail's parser drops a file without an id (rewardDetail.ts); the card says what is missing.
  if (file.fileId === null) return null;
  const fileId = file.fileId;
  const download = async () => {
    try {
      // A file without a name is saved under the reward's id, so the acts of two rewards do not overwrite each other.
      saveFile(await downloadRewardFile(cabinet, rewardId, fileId), file.name || `${label}-${rewardId}`);
    } catch (error) {
      const status = failureStatus(error);
      reportOddAnswer(`GET ${cabinet.apiPrefix}/{id}/files/{fileId}`, `download failed${status === undefined ? '' : ` (${status})`}: ${error instanceof Error ? error.message : String(error)}`);
      if (status === 404) setNotServed(true);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void download()} aria-label={`Скачать: ${label.toLowerCase()} (${file.name || 'файл'})`}>
      <Download aria-hidden />
      {label}
    </Button>
  );
}
