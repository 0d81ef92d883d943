import { Box, CloseButton, Flex, Stack } from '@portal/ui/chakra';
import { dismissNotification, useUiState, type NotificationColor } from '@portal/platform';
import { NOTIFICATION_MAX_WIDTH } from '@portal/ui';
import { sanitizeMarkup } from './sanitizeMarkup';

const BACKGROUNDS: Record<NotificationColor, string> = {
  success: 'green.600',
  warning: 'orange.500',
  error: 'red.600',
  info: 'blue.600',
};

/** The stack of dismissible notifications (spec §2), each at most 250 px wide, its markup sanitised. */
export function NotificationStack() {
  const notifications = useUiState((state) => state.notifications);
  if (notifications.length === 0) return null;
  return (
    <Stack position="fixed" top="4" right="4" zIndex="toast" gap="2" align="flex-end" data-testid="notifications">
      {notifications.map((notification) => (
        <Flex
          key={notification.id}
          role="status"
          data-color={notification.color}
          maxW={`${NOTIFICATION_MAX_WIDTH}px`}
          bg={BACKGROUNDS[notification.color]}
          color="white"
          borderRadius="md"
          boxShadow="md"
          px="3"
          py="2"
          gap="2"
          align="flex-start"
        >
          <Box flex="1" fontSize="sm" wordBreak="break-word" dangerouslySetInnerHTML={{ __html: sanitizeMarkup(notification.message) }} />
          <CloseButton size="2xs" color="inherit" aria-label="Закрыть уведомление" onClick={() => dismissNotification(notification.id)} />
        </Flex>
      ))}
    </Stack>
  );
}
