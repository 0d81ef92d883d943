import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/**
 * The virtualizer's window size for a scroll area of fixed CSS height, without reading layout. TanStack's own
 * observer reads `clientHeight` when it mounts, in React's layout effects: that forces a style and layout pass of
 * the whole page in the middle of the commit (~20 ms on the registry detail). The height is known before
 * layout, so the first range is computed from it; real sizes come from a ResizeObserver, which reports after the
 * browser's own layout. A size of zero (not laid out, jsdom) keeps `height`.
 */
export function observeFixedHeightRect(height: number) {
  return (instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void): (() => void) | undefined => {
    const element = instance.scrollElement;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return undefined;
    const report = (width: number, measured: number) => callback({ width: Math.round(width), height: measured > 0 ? Math.round(measured) : height });
    report(instance.scrollRect?.width ?? 0, height);
    if (!view.ResizeObserver) return undefined;
    const observer = new view.ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) report(box.width, box.height);
    });
    observer.observe(element, { box: 'content-box' });
    return () => observer.disconnect();
  };
}
