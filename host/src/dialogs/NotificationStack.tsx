import { useEffect, useRef, type RefObject } from 'react';
import { Box, CloseButton, Flex, Stack } from '@portal/ui/chakra';
import { dismissNotification, useUiState, type NotificationColor } from '@portal/platform';
import { FOOTER_HEIGHT, NOTICE_STACK_HEIGHT_VAR, NOTIFICATION_MAX_WIDTH } from '@portal/ui';
import { sanitizeMarkup } from './sanitizeMarkup';

/** White text on these reaches 4.5:1 (WCAG AA): green.600 and orange.500 did not. */
const BACKGROUNDS: Record<NotificationColor, string> = {
  success: 'green.700',
  warning: 'orange.700',
  error: 'red.600',
  info: 'blue.600',
};

/**
 * Publishes the stack's height as NOTICE_STACK_HEIGHT_VAR on the root element (0px when empty): the cabinet's
 * scrolling area keeps that much room at its end, so an action at the end of a page can be scrolled out from under it.
 */
function usePublishedHeight(stack: RefObject<HTMLDivElement | null>, count: number) {
  useEffect(() => {
    const root = document.documentElement;
    const element = stack.current;
    const publish = () => root.style.setProperty(NOTICE_STACK_HEIGHT_VAR, `${count > 0 && element ? Math.ceil(element.getBoundingClientRect().height) + 8 : 0}px`);
    publish();
    if (!element || typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(NOTICE_STACK_HEIGHT_VAR);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(NOTICE_STACK_HEIGHT_VAR);
    };
  }, [stack, count]);
}

/**
 * The stack of dismissible notifications (spec §2), each at most 250 px wide, its markup sanitised. It sits at the
 * bottom right, just above the footer: never over the header (names, ☰, the user menu) nor over the actions pages put
 * by their titles (a registry's «Удалить заявку»), and the page's scrolling area keeps room for it at its end
 * (decision 0064). The stack is a polite live region that is always on the page, even empty: screen readers announce
 * what is added to a region they already know, while a region inserted together with its text is often missed.
 */
export function NotificationStack() {
  const notifications = useUiState((state) => state.notifications);
  const stack = useRef<HTMLDivElement>(null);
  usePublishedHeight(stack, notifications.length);
  return (
    <Stack
      ref={stack}
      position="fixed"
      bottom={`${FOOTER_HEIGHT + 8}px`}
      right={{ base: '3', sm: '4' }}
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
