import type { Virtualizer } from '@tanstack/react-virtual';
import { scrollUnlessAtTop } from './scrollUnlessAtTop';

type Instance = Virtualizer<HTMLDivElement, Element>;

function grid(scrollOffset: number | null) {
  const element = document.createElement('div');
  const writes: ScrollToOptions[] = [];
  element.scrollTo = ((options: ScrollToOptions) => writes.push(options)) as typeof element.scrollTo;
  const instance = { scrollElement: element, scrollOffset, options: { horizontal: false, isRtl: false } } as unknown as Instance;
  return { instance, writes };
}

describe('scrollUnlessAtTop', () => {
  it('makes no write (no forced layout) when a new grid is asked to stay at the top', () => {
    for (const seen of [null, 0]) {
      const { instance, writes } = grid(seen);
      scrollUnlessAtTop(0, {}, instance);
      expect(writes).toEqual([]);
    }
  });

  it('writes every offset that moves the grid', () => {
    const { instance, writes } = grid(0);
    scrollUnlessAtTop(400, {}, instance);
    scrollUnlessAtTop(0, { adjustments: 40 }, instance);
    expect(writes).toEqual([
      { top: 400, behavior: undefined },
      { top: 40, behavior: undefined },
    ]);
  });

  it('writes the top once the grid has been scrolled away from it', () => {
    const { instance, writes } = grid(1200);
    scrollUnlessAtTop(0, { behavior: 'smooth' }, instance);
    expect(writes).toEqual([{ top: 0, behavior: 'smooth' }]);
  });
});
