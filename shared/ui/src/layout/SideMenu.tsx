import { useState } from 'react';
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
 * The permanent cabinet menu (spec §2) from MOBILE_BREAKPOINT up: 200 px wide with icon and label, widening over the
 * content on hover (spec §2). The outer box keeps its 200 px, so the page never shifts. Once a link is clicked the menu
 * goes back to 200 px until the pointer leaves it, so the page just opened is not covered under the resting pointer;
 * keyboard focus never widens it (every label fits 200 px), so a focused link does not cover the page either. Entries
 * with a `signal` show the user's alert and event state.
 */
export function SideMenu({ items, version }: SideMenuProps) {
  const signals = useMenuSignals(items);
  const [followed, setFollowed] = useState(false);
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
        data-followed={followed ? '' : undefined}
        onClick={(event) => {
          // A pointer's click (detail ≥ 1), not Enter on a focused link (detail 0): only a pointer rests over the menu.
          if (event.detail > 0 && (event.target as Element).closest('a')) setFollowed(true);
        }}
        onPointerLeave={() => setFollowed(false)}
        css={{ '&:hover:not([data-followed])': expanded }}
      >
        <SideMenuEntries items={items} signals={signals} version={version} />
      </Box>
    </Box>
  );
}
