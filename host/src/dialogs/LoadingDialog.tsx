import { Progress, Text } from '@portal/ui/chakra';
import { useUiState } from '@portal/platform';
import { DialogFrame } from '@portal/ui';
import { useDelayedFlag } from './useDelayedFlag';

/** The global loading dialog: message and a running progress bar, only after the loader delay (spec §9 1800 ms). */
export function LoadingDialog() {
  const loader = useUiState((state) => state.loader);
  const open = useDelayedFlag(loader.show, loader.delay);
  return (
    <DialogFrame role="alertdialog" open={open} width="session" label={loader.message} testId="loading-dialog">
      <Text mb="3">{loader.message}</Text>
      <Progress.Root value={null} size="sm" aria-label={loader.message}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </DialogFrame>
  );
}
