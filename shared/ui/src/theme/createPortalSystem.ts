import { createSystem, defaultConfig, defineConfig } from '../kit/chakra';
import type { SystemColors } from '@portal/api';

/** Default primary colour of spec §9, used when the server's palette (GET system/color) has none. */
export const DEFAULT_PRIMARY = '#1976D2';

type Palettes = Partial<SystemColors>;

interface ModeColor {
  value: { base: string; _dark: string };
}

/** A colour that follows the colour mode: the light palette's value, the dark one's under `.dark`. */
function modeColor(light: string | undefined, dark: string | undefined, fallback: string): ModeColor {
  return { value: { base: light ?? dark ?? fallback, _dark: dark ?? light ?? fallback } };
}

/** `palette.<key>` for every key of the server's palettes (primary, error, container_header, text_default, …). */
function paletteTokens({ light = {}, dark = {} }: Palettes): Record<string, ModeColor> {
  const keys = [...new Set([...Object.keys(light), ...Object.keys(dark)])];
  return Object.fromEntries(keys.map((key) => [key, modeColor(light[key], dark[key], '')]));
}

/**
 * Status text colours with at least 4.5:1 contrast on the light page background (WCAG AA): Chakra's
 * light defaults (red.500, green.600, orange.500) fall to 2.2–3.5:1 on the portal's light grey page. Dark keeps
 * Chakra's values, which pass on the dark page.
 */
export const STATUS_TEXT_COLORS = {
  error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
  success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
  warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
} as const;

/**
 * Solid button backgrounds of the palettes the portal uses: white text on them, and on the 90 % hover shade of
 * them, reaches 4.5:1 (Chakra's blue/red.600 drop to 4.3:1 on hover, green.600 is 3.3:1 even at rest).
 */
const SOLID = (palette: string) => ({ solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.700}` } } });
export const SOLID_PALETTES = ['blue', 'red', 'green', 'orange'] as const;

/**
 * The keyboard focus ring of every control, whatever its palette: Chakra's own (gray.400 for plain buttons and
 * links, *.500 for the others) is 2.5–3:1 on the light page and easy to miss. Dark blue on light, light blue on dark
 * are each over 7:1 against the page (WCAG 2.4.7, 2.4.11's 3:1 for the ring).
 */
export const FOCUS_RING = { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } } as const;
export const FOCUS_RING_PALETTES = ['gray', ...SOLID_PALETTES] as const;

/**
 * A row of tabs wider than its container scrolls sideways inside it instead of squeezing or wrapping its labels
 * over each other; each label stays on one line.
 */
const SCROLLING_TABS = {
  // Chakra's tabs anatomy in its order: merged item by item with the default recipe's list, so nothing changes.
  slots: ['root', 'trigger', 'list', 'content', 'contentGroup', 'indicator'],
  base: {
    list: {
      _horizontal: { maxW: '100%', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' },
    },
    trigger: { flexShrink: 0, whiteSpace: 'nowrap' },
  },
};

/**
 * The portal's Chakra system (spec §3 Theme, §9): the server's light and dark palettes as semantic colour
 * tokens (`palette.*`, `brand.primary`, `brand.error`), the page background and text from the palettes,
 * and the breakpoints of §9. Which palette applies is decided by the `dark` class on <html>.
 */
export function createPortalSystem(colors: Palettes = {}) {
  const { light = {}, dark = {} } = colors;
  const body = light.container_body ?? dark.container_body;
  const text = light.text_default ?? dark.text_default;
  return createSystem(
    defaultConfig,
    defineConfig({
      globalCss: {
        body: { ...(body ? { bg: 'palette.container_body' } : {}), ...(text ? { color: 'palette.text_default' } : {}) },
      },
      theme: {
        semanticTokens: {
          colors: {
            palette: paletteTokens(colors),
            fg: STATUS_TEXT_COLORS,
            ...Object.fromEntries(
              FOCUS_RING_PALETTES.map((palette) => [palette, { ...(palette === 'gray' ? {} : SOLID(palette)), focusRing: FOCUS_RING }]),
            ),
            brand: {
              primary: modeColor(light.primary, dark.primary, DEFAULT_PRIMARY),
              error: modeColor(light.error, dark.error, '#D32F2F'),
            },
          },
        },
        breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1920px' },
        slotRecipes: { tabs: SCROLLING_TABS },
      },
    }),
  );
}

/** The system before the server's palettes are known. */
export const portalSystem = createPortalSystem();
