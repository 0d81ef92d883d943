import { useEffect } from 'react';
import { useSystemColors } from './useSystemColors';

/** Classes on <html> for the server's theme switches (spec §3), read by THEME_SWITCH_CSS. */
export const NO_ANIMATION_CLASS = 'portal-no-animation';
export const DIALOG_WHITE_TEXT_CLASS = 'portal-dialog-white-text';

/**
 * The animation switch stops every animation and transition; the dialog white-text switch puts dialog headers on
 * the primary colour with white text (white on the default primary #1976D2 has a 4.6:1 contrast). Plain CSS on
 * Chakra's dialog class names, so the cabinets' dialogs follow too.
 */
export const THEME_SWITCH_CSS = `
.${NO_ANIMATION_CLASS} *, .${NO_ANIMATION_CLASS} *::before, .${NO_ANIMATION_CLASS} *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important;
}
.${DIALOG_WHITE_TEXT_CLASS} .chakra-dialog__header {
  background: var(--chakra-colors-palette-primary, #1976D2); color: #FFFFFF;
}
.${DIALOG_WHITE_TEXT_CLASS} .chakra-dialog__header .chakra-dialog__title { color: #FFFFFF; }
`;

const STYLE_ID = 'portal-theme-switches';

function ensureStyle(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = THEME_SWITCH_CSS;
  document.head.append(style);
}

/** Applies the animation and dialog white-text switches of the server's theme to the page. */
export function useApplyThemeSwitches(): void {
  const colors = useSystemColors();
  const animation = colors.data?.animation ?? true;
  const dialogWhiteText = colors.data?.dialogWhiteText ?? false;
  useEffect(() => {
    ensureStyle();
    const root = document.documentElement;
    root.classList.toggle(NO_ANIMATION_CLASS, !animation);
    root.classList.toggle(DIALOG_WHITE_TEXT_CLASS, dialogWhiteText);
  }, [animation, dialogWhiteText]);
}

/** Logo size from the server's theme, else the header's own (40 px high, width to fit). */
export function useLogoSize(): { width: number | null; height: number } {
  const colors = useSystemColors();
  const height = colors.data?.logoHeight;
  return { width: colors.data?.logoWidth ?? null, height: height && height > 0 ? height : 40 };
}
