/** Layout sizes of spec §9, in pixels. */
export const SIDE_MENU_WIDTH = 200;
/** Width the side menu grows to on hover or keyboard focus (the drawer width of spec §9). */
export const SIDE_MENU_EXPANDED_WIDTH = 256;
/** The host's header and footer heights: together they are the 94 px the content area leaves out. */
export const HEADER_HEIGHT = 64;
export const FOOTER_HEIGHT = 30;
/** The cabinet area fills the screen height minus this much (spec §2, §9). */
export const CONTENT_HEIGHT_OFFSET = HEADER_HEIGHT + FOOTER_HEIGHT;
export const CONTENT_HEIGHT = `calc(100vh - ${CONTENT_HEIGHT_OFFSET}px)`;
