import { FOCUS_RING_PALETTES, SOLID_PALETTES, createPortalSystem, portalSystem } from './createPortalSystem';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The hex value a `{colors.x.y}` reference of a mode resolves to. */
function resolve(system: typeof portalSystem, token: string, mode: '_light' | '_dark'): string {
  const reference = system.tokens.getByName(token)?.extensions.conditions?.[mode] ?? '';
  const name = /^\{(.+)\}$/.exec(reference)?.[1] ?? '';
  return String(system.tokens.getByName(name)?.value ?? '');
}

// The portal's light page background (the sandbox's and production's container_body) and white panels.
const LIGHT_BACKGROUNDS = ['#f5f7fa', '#ffffff'];
// Chakra's dark page and panel backgrounds (gray.950, gray.900).
const DARK_BACKGROUNDS = ['#09090b', '#18181b'];

describe('status text colours', () => {
  it.each(['colors.fg.error', 'colors.fg.success', 'colors.fg.warning'])('%s reaches 4.5:1 on the light page and panels', (token) => {
    for (const system of [portalSystem, createPortalSystem({ light: { primary: '#123456' } })]) {
      const colour = resolve(system, token, '_light');
      expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      for (const background of LIGHT_BACKGROUNDS) expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['colors.fg.error', 'colors.fg.success', 'colors.fg.warning'])('%s reaches 4.5:1 on the dark page', (token) => {
    const colour = resolve(portalSystem, token, '_dark');
    for (const background of DARK_BACKGROUNDS) expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });
});

/** `hex` at `alpha` over white, as a hovered solid button (`colorPalette.solid/90`) is drawn on a white panel. */
function overWhite(hex: string, alpha: number): string {
  const channels = [1, 3, 5].map((start) => Math.round(parseInt(hex.slice(start, start + 2), 16) * alpha + 255 * (1 - alpha)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('solid button colours', () => {
  it.each(SOLID_PALETTES)('white text on %s.solid reaches 4.5:1 at rest and hovered, in both modes', (palette) => {
    for (const mode of ['_light', '_dark'] as const) {
      const colour = resolve(portalSystem, `colors.${palette}.solid`, mode);
      expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', overWhite(colour, 0.9))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('focus ring', () => {
  it.each(FOCUS_RING_PALETTES)('colors.%s.focusRing stands out at 3:1 or more on the light and the dark page', (palette) => {
    for (const background of LIGHT_BACKGROUNDS) expect(contrast(resolve(portalSystem, `colors.${palette}.focusRing`, '_light'), background)).toBeGreaterThanOrEqual(3);
    for (const background of DARK_BACKGROUNDS) expect(contrast(resolve(portalSystem, `colors.${palette}.focusRing`, '_dark'), background)).toBeGreaterThanOrEqual(3);
  });
});
