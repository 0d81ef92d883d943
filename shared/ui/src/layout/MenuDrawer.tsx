import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, CloseButton, Dialog, IconButton, Portal } from '../kit/chakra';
import type { MenuItem } from './menuItem';
import { SideMenuEntries } from './SideMenuEntries';
import { useMenuSignals } from './signals/useMenuSignals';
import { DRAWER_WIDTH, HEADER_MENU_SLOT_ID } from './sizes';

export const MENU_BUTTON_LABEL = 'Меню кабинета';
export const MENU_DRAWER_CLOSE_LABEL = 'Закрыть меню';

/** Three lines: the usual menu-button glyph (drawn here: an icon of the kit would be a new kit release). */
function MenuGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** Renders `children` in the host header's menu slot when there is one (the portal), in place otherwise (a cabinet alone). */
function InHeaderSlot({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setSlot(document.getElementById(HEADER_MENU_SLOT_ID)), []);
  const container = useMemo(() => ({ current: slot }), [slot]);
  if (!slot) return <Box p="2">{children}</Box>;
  return <Portal container={container}>{children}</Portal>;
}

export interface MenuDrawerProps {
  items: readonly MenuItem[];
  version?: string;
}

/**
 * The cabinet menu below MOBILE_BREAKPOINT (spec §9): a 256-px drawer from the left, opened by the menu button in
 * the header (aria-expanded, aria-controls). Focus moves into it; Escape, a click outside or following a link closes
 * it and focus returns to the button. The current page is marked as in the permanent menu (aria-current="page").
 */
export function MenuDrawer({ items, version }: MenuDrawerProps) {
  const [open, setOpen] = useState(false);
  const signals = useMenuSignals(items);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} motionPreset="slide-in-left" lazyMount unmountOnExit>
      <InHeaderSlot>
        <Dialog.Trigger asChild>
          <IconButton variant="ghost" aria-label={MENU_BUTTON_LABEL} data-testid="menu-drawer-button" flexShrink={0}>
            <MenuGlyph />
          </IconButton>
        </Dialog.Trigger>
      </InHeaderSlot>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner justifyContent="flex-start" alignItems="stretch">
          <Dialog.Content
            data-testid="menu-drawer"
            aria-label={MENU_BUTTON_LABEL}
            width={`${DRAWER_WIDTH}px`}
            maxW="100vw"
            height="100dvh"
            maxH="100dvh"
            m="0"
            borderRadius="0"
            overflowY="auto"
          >
            <Box display="flex" justifyContent="flex-end" px="2" pt="2">
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label={MENU_DRAWER_CLOSE_LABEL} />
              </Dialog.CloseTrigger>
            </Box>
            <Box as="nav" aria-label={MENU_BUTTON_LABEL} display="flex" flexDirection="column" flex="1">
              <SideMenuEntries items={items} signals={signals} version={version} onFollow={close} />
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
