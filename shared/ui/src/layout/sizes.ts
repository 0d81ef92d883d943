/** Layout sizes of spec §9, in pixels. */
export const SIDE_MENU_WIDTH = 200;
/** Width the side menu grows to on hover or keyboard focus (the drawer width of spec §9). */
export const SIDE_MENU_EXPANDED_WIDTH = 256;
/** Spec §9: below this viewport width the side menu becomes a drawer opened from the header. */
export const MOBILE_BREAKPOINT = 1264;
/** The drawer's width (spec §9). */
export const DRAWER_WIDTH = SIDE_MENU_EXPANDED_WIDTH;
/**
 * Spec §9's breakpoints: a viewport narrower than `xs` is a phone, narrower than `sm` a tablet, and so on. The theme
 * gives Chakra's responsive props the same widths one name up (Chakra `sm` = 600, `md` = 960, `lg` = 1280, `xl` = 1920).
 */
export const BREAKPOINTS = { xs: 600, sm: 960, md: 1280, lg: 1920 } as const;
/** The host's header and footer heights: together they are the 94 px the content area leaves out. */
export const HEADER_HEIGHT = 64;
export const FOOTER_HEIGHT = 30;
/** The cabinet area fills the screen height minus this much (spec §2, §9). */
export const CONTENT_HEIGHT_OFFSET = HEADER_HEIGHT + FOOTER_HEIGHT;
export const CONTENT_HEIGHT = `calc(100vh - ${CONTENT_HEIGHT_OFFSET}px)`;
/**
 * A viewport this short or shorter (1366 × 768 at 200 % zoom is 683 × 384) scrolls as one page: header and footer
 * scroll with it instead of holding a quarter of the height, and dialogs tighten their spacing (decision 0060).
 */
export const SHORT_VIEWPORT_HEIGHT = 500;
export const SHORT_VIEWPORT = `@media (max-height: ${SHORT_VIEWPORT_HEIGHT}px)`;
/**
 * Id of the place in the host's header where a cabinet puts its menu button below MOBILE_BREAKPOINT. The host knows
 * cabinets only by name (ARCHITECTURE rule 1), so the cabinet, which owns the menu, brings the button too.
 */
export const HEADER_MENU_SLOT_ID = 'header-menu-slot';
/**
 * CSS custom property (on the root element) holding the height of the host's notice stack, 0px when none shows: the
 * page's scrolling area keeps that much room at its end, so whatever lies under the stack can be scrolled clear of it.
 */
export const NOTICE_STACK_HEIGHT_VAR = '--portal-notice-stack-height';
