import { useEffect, useRef, useState } from 'react';
import { Alert, Box, CloseButton, Portal } from '@portal/ui/chakra';
import { HEADER_HEIGHT } from '@portal/ui';
import { clearError, MESSAGE_TIMEOUT_MS, useUiState } from '@portal/platform';

/**
 * The dismissible error banner of spec §2: the error's name as title and its message. It lives in its own layer on
 * <body> marked as a live region: a modal dialog open at the time (a form whose sending failed) hides the rest of
 * the page from screen readers, but not live regions, so the error is still read and seen above the dialog.
 *
 * It goes away by itself after the spec's message time-out (§9, 10 000 ms), like the notifications; the spec names
 * no error that stays. While the pointer or the keyboard focus is on it the time stands still (a person reading it
 * or about to press × keeps it), and counts again in full when they leave. It sits under the header, so the
 * header's buttons (☰, the user menu) stay reachable on a phone.
 */
export function ErrorBanner() {
  const error = useUiState((state) => state.error);
  const [held, setHeld] = useState(false);
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error || held) return undefined;
    const timer = setTimeout(clearError, MESSAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [error, held]);
  useEffect(() => {
    if (!error) setHeld(false);
  }, [error]);
  if (!error) return null;
  const release = () => {
    // Focus may still be inside while the pointer leaves (or the other way round).
    const stillFocused = layer.current?.contains(document.activeElement) ?? false;
    const stillHovered = layer.current?.matches(':hover') ?? false;
    setHeld(stillFocused || stillHovered);
  };
  return (
    <Portal>
      <Box
        ref={layer}
        aria-live="assertive"
        position="fixed"
        top={`${HEADER_HEIGHT + 8}px`}
        left="50%"
        transform="translateX(-50%)"
        zIndex="toast"
        w="min(600px, calc(100vw - 32px))"
        data-testid="error-banner-layer"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={release}
        onFocus={() => setHeld(true)}
        onBlur={() => queueMicrotask(release)}
      >
        {/* White on red.700 in both themes (6.5:1): the theme's solid red leaves the × under 4.5:1 in the dark one. */}
        <Alert.Root status="error" role="alert" variant="solid" bg="red.700" color="white" data-testid="error-banner">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{error.name}</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          {/* The banner's own text colour: the kit's default × colour is red, invisible on the red banner. */}
          <CloseButton size="sm" color="inherit" aria-label="Закрыть" onClick={clearError} />
        </Alert.Root>
      </Box>
    </Portal>
  );
}
