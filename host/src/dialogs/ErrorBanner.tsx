import { Alert, Box, CloseButton } from '@portal/ui/chakra';
import { clearError, useUiState } from '@portal/platform';

/** The dismissible error banner of spec §2: the error's name as title and its message. */
export function ErrorBanner() {
  const error = useUiState((state) => state.error);
  if (!error) return null;
  return (
    <Box position="fixed" top="4" left="50%" transform="translateX(-50%)" zIndex="toast" w="min(600px, calc(100vw - 32px))">
      <Alert.Root status="error" role="alert" variant="solid" data-testid="error-banner">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{error.name}</Alert.Title>
          <Alert.Description>{error.message}</Alert.Description>
        </Alert.Content>
        <CloseButton size="sm" aria-label="Закрыть" onClick={clearError} />
      </Alert.Root>
    </Box>
  );
}
