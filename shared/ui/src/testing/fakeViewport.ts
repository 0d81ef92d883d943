import { act } from '@testing-library/react';

type Listener = (event: MediaQueryListEvent) => void;

/** `(max-width: Npx)` / `(min-width: Npx)`, the only queries the portal asks; anything else never matches. */
function matchesAt(width: number, query: string): boolean {
  const max = /\(max-width:\s*([\d.]+)px\)/.exec(query);
  if (max) return width <= Number(max[1]);
  const min = /\(min-width:\s*([\d.]+)px\)/.exec(query);
  if (min) return width >= Number(min[1]);
  return false;
}

/**
 * jsdom has no layout and no `matchMedia`: this one answers width queries as a viewport `width` px wide would and
 * tells listeners when `resize` changes the width, as a browser does when a window is resized across a breakpoint.
 */
export function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Map<string, Set<Listener>>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const set = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, set);
    return {
      get matches() {
        return matchesAt(width, query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => set.add(listener),
      removeEventListener: (_type: string, listener: Listener) => set.delete(listener),
      addListener: (listener: Listener) => set.add(listener),
      removeListener: (listener: Listener) => set.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      act(() => {
        const before = new Map([...listeners.keys()].map((query) => [query, matchesAt(width, query)]));
        width = next;
        for (const [query, set] of listeners) {
          const matches = matchesAt(width, query);
          if (matches !== before.get(query)) for (const listener of set) listener({ matches, media: query } as MediaQueryListEvent);
        }
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
