import { useEffect } from 'react';

/**
 * Scrolls a message into view when it appears or changes (`key`: its text or ids, '' when there is none): a file's
 * refusal shows under the field, which on a 1440 × 900 screen may be below the fold. 'nearest' moves the page only
 * as far as needed; no animation for users who asked for reduced motion.
 */
export function useRevealOnChange(key: string, element: () => HTMLElement | null): void {
  useEffect(() => {
    if (!key) return;
    const target = element();
    if (!target || typeof target.scrollIntoView !== 'function') return;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
    // Only a new message moves the page; the getter may be a fresh function each render.
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
}
