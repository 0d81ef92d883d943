import { Box } from '../kit/chakra';
import type { MenuItem } from './menuItem';
import { SideMenuEntries } from './SideMenuEntries';
import { useMenuSignals } from './signals/useMenuSignals';
import { SIDE_MENU_EXPANDED_WIDTH, SIDE_MENU_WIDTH } from './sizes';

export interface SideMenuProps {
  items: readonly MenuItem[];
  /** Build version shown at the bottom of the menu. */
  version?: string;
}

const expanded = { width: `${SIDE_MENU_EXPANDED_WIDTH}px`, boxShadow: 'lg' };

/**
 * The permanent cabinet menu (spec §2) from MOBILE_BREAKPOINT up: 200 px wide with icon and label, widening over the content on
 * hover or keyboard focus. The outer box keeps its 200 px, so the page never shifts. Entries with a `signal`
 * show the user's alert and event state.
 */
export function SideMenu({ items, version }: SideMenuProps) {
  const signals = useMenuSignals(items);
  return (
    <Box position="relative" width={`${SIDE_MENU_WIDTH}px`} flexShrink={0} height="full">
      <Box
        as="nav"
        aria-label="Меню кабинета"
        position="absolute"
        top="0"
        bottom="0"
        left="0"
        zIndex="docked"
        width={`${SIDE_MENU_WIDTH}px`}
        display="flex"
        flexDirection="column"
        overflowX="hidden"
        overflowY="auto"
        bg="bg"
        borderRightWidth="1px"
        borderColor="border"
        transition="width 0.15s ease, box-shadow 0.15s ease"
        _hover={expanded}
        _focusWithin={expanded}
      >
        <SideMenuEntries items={items} signals={signals} version={version} />
      </Box>
    </Box>
  );
}
