import { Flex, Progress, Text } from '@portal/ui/chakra';
import { useUiState } from '@portal/platform';
import { DIALOG_WIDTHS } from '@portal/ui';
import { PortalDialog } from './PortalDialog';

/** The percent loader (e.g. registry detail stages 7, 57, 89, 100): progress with its value and a message. */
export function PercentLoaderDialog() {
  const { show, percent, message } = useUiState((state) => state.percentLoader);
  return (
    <PortalDialog open={show} width={DIALOG_WIDTHS.session} label={message || `${percent}%`} testId="percent-loader">
      {message ? <Text mb="3">{message}</Text> : null}
      <Progress.Root value={percent} size="sm" aria-label={message || 'Загрузка'}>
        <Flex align="center" gap="3">
          <Progress.Track flex="1">
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText>{`${Math.round(percent)}%`}</Progress.ValueText>
        </Flex>
      </Progress.Root>
    </PortalDialog>
  );
}
