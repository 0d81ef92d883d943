export type { MenuItem } from './menuItem';
export { SideMenu, type SideMenuProps } from './SideMenu';
export { SideMenuLink } from './SideMenuLink';
export { CabinetVersion } from './CabinetVersion';
export { CabinetLayout, type CabinetLayoutProps } from './CabinetLayout';
export { CabinetShell, type CabinetShellProps, type CabinetPage } from './CabinetShell';
export { EmbeddedPage, PageTitle } from './PageTitle';
export { LinkButton } from './LinkButton';
export { PlaceholderPage } from './PlaceholderPage';
export {
  SIDE_MENU_WIDTH,
  SIDE_MENU_EXPANDED_WIDTH,
  MOBILE_BREAKPOINT,
  DRAWER_WIDTH,
  BREAKPOINTS,
  HEADER_HEIGHT,
  FOOTER_HEIGHT,
  CONTENT_HEIGHT_OFFSET,
  CONTENT_HEIGHT,
  HEADER_MENU_SLOT_ID,
  SHORT_VIEWPORT,
  NOTICE_STACK_HEIGHT_VAR,
} from './sizes';
export { useViewportBelow, belowQuery } from './useViewportBelow';
export { MenuDrawer, MENU_BUTTON_LABEL, MENU_DRAWER_CLOSE_LABEL, type MenuDrawerProps } from './MenuDrawer';
export { TableScrollArea, type TableScrollAreaProps } from './TableScrollArea';
export type { MenuSignal } from './menuItem';
export { useMenuSignals, type MenuSignalState } from './signals/useMenuSignals';
export { eventIconOf } from './signals/eventIcons';
export { lazyPage, pageChunk, type PageChunk } from './lazyPage';
