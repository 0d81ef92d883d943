import { useEffect } from 'react';
import { Alert, Box, Portal } from '@portal/ui/chakra';
import { useConnectionLost, watchBrowserConnection } from '@portal/platform';

/** The spec names no text for a lost connection (§8): these are the portal's words (decision 0039). */
export const CONNECTION_LOST_TITLE = 'Нет соединения с сервером';
export const CONNECTION_LOST_TEXT = 'Проверьте подключение к интернету. Действие не выполнено; повторите его, когда связь восстановится. Введённые данные сохранены на странице.';

/**
 * «Нет соединения с сервером» while the browser is offline or a call got no answer; it goes away by itself when
 * the connection is back. Its own live layer on <body>, like the error banner, so it is seen and read above an open
 * dialog (a form whose sending failed). Not dismissible: it says how things are, not what happened once.
 */
export function ConnectionNotice() {
  const lost = useConnectionLost();
  useEffect(() => watchBrowserConnection(window), []);
  return (
    <Portal>
      {/* Nothing in it to press: clicks go through to what it covers. */}
      <Box aria-live="assertive" position="fixed" bottom="4" left="50%" transform="translateX(-50%)" zIndex="toast" w="min(560px, calc(100vw - 32px))" pointerEvents="none" data-testid="connection-notice-layer">
        {lost ? (
          <Alert.Root status="warning" role="alert" variant="solid" data-testid="connection-notice">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{CONNECTION_LOST_TITLE}</Alert.Title>
              <Alert.Description>{CONNECTION_LOST_TEXT}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Box>
    </Portal>
  );
}
