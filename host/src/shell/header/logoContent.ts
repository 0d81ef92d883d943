import DOMPurify from 'dompurify';

export type LogoContent = { kind: 'svg'; markup: string; text: string } | { kind: 'image'; src: string };

const IMAGE_SOURCE = /^(data:image\/|https?:\/\/|\/)/i;
const BARE_BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The words an SVG logo shows (its <text> content), spaces collapsed: what a sighted user reads as the link's label. */
function svgText(markup: string): string {
  const svg = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
  const words = Array.from(svg.querySelectorAll('text'), (node) => node.textContent ?? '').join(' ');
  return words.replace(/\s+/g, ' ').trim();
}

/**
 * What GET image/LKK_LOGO_IMAGE answered (spec §7): text beginning with an <svg> tag is SVG markup,
 * sanitised with DOMPurify's SVG profile (no scripts, handlers or foreign elements survive) and without CSS (a
 * <style> element or style attribute would restyle or cover the whole page; presentation attributes stay); anything
 * else is an image source (a URL, a data URL, or bare base64 taken as PNG). Undefined when unusable.
 */
export function logoContent(text: string): LogoContent | undefined {
  const trimmed = text.trim();
  if (/^<svg[\s>/]/i.test(trimmed)) {
    const markup = DOMPurify.sanitize(trimmed, { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] });
    return /^<svg[\s>/]/i.test(markup) ? { kind: 'svg', markup, text: svgText(markup) } : undefined;
  }
  if (IMAGE_SOURCE.test(trimmed)) return { kind: 'image', src: trimmed };
  const compact = trimmed.replace(/\s+/g, '');
  if (compact && BARE_BASE64.test(compact)) return { kind: 'image', src: `data:image/png;base64,${compact}` };
  return undefined;
}
