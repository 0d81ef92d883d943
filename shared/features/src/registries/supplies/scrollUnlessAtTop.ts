import { elementScroll, type VirtualizerOptions } from '@tanstack/react-virtual';

type ScrollToFn = VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'];

/**
 * The virtualizer's scroll writes, less the one that moves nothing: when it takes its element it writes its offset
 * back, 0 for a new grid, and `scrollTo` forces a style and layout pass of the whole page in the middle of React's
 * commit (~10 ms on the registry detail). A write of 0 while the virtualizer has seen the element at 0
 * is skipped; its offset follows the element's scroll events, so every write that moves the grid is made.
 */
export const scrollUnlessAtTop: ScrollToFn = (offset, options, instance) => {
  if (offset + (options.adjustments ?? 0) === 0 && (instance.scrollOffset ?? 0) === 0) return;
  elementScroll(offset, options, instance);
};
