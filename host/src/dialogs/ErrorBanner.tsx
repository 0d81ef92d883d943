import { Alert, Box, CloseButton, Portal } from '@portal/ui/chakra';
import { clearError, useUiState } from '@portal/platform';

/**
 * The dismissible error banner of spec §2: the error's name as title and its message. It lives in its own layer on
 * <body> marked as a live region: a modal dialog open at the time (a form whose sending failed) hides the rest of
 * the page from screen readers, but not live regions, so the error is still read and seen above the dialog.
 */
export function ErrorBanner() {
  const error = useUiState((state) => state.error);
  if (!error) return null;
  return (
    <Portal>
      <Box aria-live="assertive" position="fixed" top="4" left="50%" transform="translateX(-50%)" zIndex="toast" w="min(600px, calc(100vw - 32px))" data-testid="error-banner-layer">
        <Alert.Root status="error" role="alert" variant="solid" data-testid="error-banner">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{error.name}</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Закрыть" onClick={clearError} />
        </Alert.Root>
      </Box>
    </Portal>
  );
}
