export type { MenuItem } from './menuItem';
export { SideMenu, type SideMenuProps } from './SideMenu';
export { SideMenuLink } from './SideMenuLink';
export { CabinetVersion } from './CabinetVersion';
export { CabinetLayout, type CabinetLayoutProps } from './CabinetLayout';
export { CabinetShell, type CabinetShellProps, type CabinetPage } from './CabinetShell';
export { PageTitle } from './PageTitle';
export { PlaceholderPage } from './PlaceholderPage';
export { SIDE_MENU_WIDTH, SIDE_MENU_EXPANDED_WIDTH, CONTENT_HEIGHT_OFFSET, CONTENT_HEIGHT } from './sizes';
