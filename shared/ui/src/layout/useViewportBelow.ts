import { useCallback, useSyncExternalStore } from 'react';

/** The media query matching a viewport narrower than `width` px (the fraction keeps `width` itself out). */
export function belowQuery(width: number): string {
  return `(max-width: ${width - 0.02}px)`;
}

/**
 * Whether the viewport is narrower than `width` px now; re-renders when that changes. Without `matchMedia` (an old
 * test environment) the viewport counts as wide, the desktop layout.
 */
export function useViewportBelow(width: number): boolean {
  const query = belowQuery(width);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
