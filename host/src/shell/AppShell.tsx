import { Box, Flex } from '@portal/ui/chakra';
import { Outlet } from '@portal/ui/router';
import { CONTENT_HEIGHT, SHORT_VIEWPORT } from '@portal/ui';
import { GlobalDialogs } from '../dialogs/GlobalDialogs';
import { AccountDialogs } from '../settings/AccountDialogs';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/**
 * The frame around every signed-in page: header on top, the routed page (often a cabinet remote), footer.
 * Header and footer are fixed heights adding up to 94 px, so the content area is the screen minus 94 px (§9).
 * On a short screen (a laptop at 200 % zoom) those 94 px would be a quarter of it: the whole page scrolls instead,
 * header and footer with it (decision 0060).
 */
export function AppShell() {
  return (
    <Flex direction="column" height="100vh" overflow="hidden" css={{ [SHORT_VIEWPORT]: { height: 'auto', minHeight: '100vh', overflow: 'visible' } }}>
      <SkipLink />
      <Header />
      {/* The screen minus header and footer: 94 px while the footer is one line, less when it wraps on a phone. */}
      {/* Focusable by script only: the skip link's target, with no ring of its own on a mouse click. */}
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        outline="none"
        flex="1"
        maxHeight={CONTENT_HEIGHT}
        minHeight="0"
        overflow="auto"
        data-testid="content-area"
        css={{ [SHORT_VIEWPORT]: { maxHeight: 'none', overflow: 'visible' } }}
      >
        <Outlet />
      </Box>
      <Footer />
      <GlobalDialogs />
      <AccountDialogs />
    </Flex>
  );
}
