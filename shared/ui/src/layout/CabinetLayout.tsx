import type { ReactNode } from 'react';
import { Box, Flex } from '../kit/chakra';
import type { MenuItem } from './menuItem';
import { MenuDrawer } from './MenuDrawer';
import { SideMenu } from './SideMenu';
import { MOBILE_BREAKPOINT, NOTICE_STACK_HEIGHT_VAR, SHORT_VIEWPORT } from './sizes';
import { useViewportBelow } from './useViewportBelow';

export interface CabinetLayoutProps {
  menu: readonly MenuItem[];
  version?: string;
  children: ReactNode;
}

/**
 * The page beside the cabinet menu; together they fill the content area between the host's header and footer. From
 * MOBILE_BREAKPOINT up the menu is the permanent 200-px column; below it, a drawer opened from the header (spec §9).
 */
export function CabinetLayout({ menu, version, children }: CabinetLayoutProps) {
  const narrow = useViewportBelow(MOBILE_BREAKPOINT);
  return (
    // On a short screen the whole page scrolls (the host's shell too), so the page's own frame does not.
    <Flex height="full" minHeight="0" data-testid="cabinet-layout" direction={narrow ? 'column' : 'row'} css={{ [SHORT_VIEWPORT]: { height: 'auto' } }}>
      {narrow ? <MenuDrawer items={menu} version={version} /> : <SideMenu items={menu} version={version} />}
      {/* The end keeps room for the host's notice stack (bottom right), so nothing has to stay under it. */}
      <Box
        flex="1"
        minWidth="0"
        minHeight="0"
        overflow="auto"
        px={{ base: '3', sm: '4', md: '6' }}
        pt="4"
        pb={`calc(1rem + var(${NOTICE_STACK_HEIGHT_VAR}, 0px))`}
        data-testid="cabinet-content"
        css={{ [SHORT_VIEWPORT]: { overflow: 'visible' } }}
      >
        {children}
      </Box>
    </Flex>
  );
}
