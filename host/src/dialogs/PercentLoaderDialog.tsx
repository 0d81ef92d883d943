import { Flex, Progress, Text } from '@portal/ui/chakra';
import { useUiState } from '@portal/platform';
import { DialogFrame } from '@portal/ui';

/** The percent loader (e.g. registry detail stages 7, 57, 89, 100): progress with its value and a message. */
export function PercentLoaderDialog() {
  const { show, percent, message } = useUiState((state) => state.percentLoader);
  return (
    <DialogFrame role="alertdialog" open={show} width="session" label={message || `${percent}%`} testId="percent-loader">
      {message ? <Text mb="3">{message}</Text> : null}
      <Progress.Root value={percent} size="sm" aria-label={message || 'Загрузка'}>
        <Flex align="center" gap="3">
          <Progress.Track flex="1">
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText>{`${Math.round(percent)}%`}</Progress.ValueText>
        </Flex>
      </Progress.Root>
    </DialogFrame>
  );
}
