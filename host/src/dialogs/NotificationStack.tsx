import { Box, CloseButton, Flex, Stack } from '@portal/ui/chakra';
import { dismissNotification, useUiState, type NotificationColor } from '@portal/platform';
import { HEADER_HEIGHT, NOTIFICATION_MAX_WIDTH } from '@portal/ui';
import { sanitizeMarkup } from './sanitizeMarkup';

/** White text on these reaches 4.5:1 (WCAG AA): green.600 and orange.500 did not. */
const BACKGROUNDS: Record<NotificationColor, string> = {
  success: 'green.700',
  warning: 'orange.700',
  error: 'red.600',
  info: 'blue.600',
};

/**
 * The stack of dismissible notifications (spec §2), each at most 250 px wide, its markup sanitised, under the header's
 * right end (never over the header's names). The stack
 * is a polite live region that is always on the page, even empty: screen readers announce what is added to a
 * region they already know, while a region inserted together with its text is often missed.
 */
export function NotificationStack() {
  const notifications = useUiState((state) => state.notifications);
  return (
    <Stack
      position="fixed"
      // Below the header: the company and user name there stay readable while a message shows.
      top={`${HEADER_HEIGHT + 8}px`}
      right="4"
      zIndex="toast"
      gap="2"
      align="flex-end"
      data-testid="notifications"
      aria-live="polite"
      aria-relevant="additions text"
    >
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
