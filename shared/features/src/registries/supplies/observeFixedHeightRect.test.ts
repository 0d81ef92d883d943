import type { Rect, Virtualizer } from '@tanstack/react-virtual';
import { observeFixedHeightRect } from './observeFixedHeightRect';

type Instance = Virtualizer<HTMLDivElement, Element>;

/** A ResizeObserver the test drives: `resize` delivers a content box the way the browser does after layout. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  resize(width: number, height: number) {
    this.callback([{ contentRect: { width, height } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

const original = window.ResizeObserver;
let layoutReads = 0;

function scrollElement(): HTMLDivElement {
  const element = document.createElement('div');
  // Reading these would force a layout in a browser: the observer must not.
  for (const name of ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const) {
    Object.defineProperty(element, name, { get: () => (layoutReads += 1) });
  }
  element.getBoundingClientRect = () => {
    layoutReads += 1;
    return new DOMRect();
  };
  return element;
}

beforeEach(() => {
  layoutReads = 0;
  FakeResizeObserver.last = null;
  window.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
});

afterEach(() => {
  window.ResizeObserver = original;
});

describe('observeFixedHeightRect', () => {
  it('reports the fixed height at once, without reading layout', () => {
    const rects: Rect[] = [];
    const element = scrollElement();
    observeFixedHeightRect(480)({ scrollElement: element, scrollRect: null } as unknown as Instance, (rect) => rects.push(rect));
    expect(rects).toEqual([{ width: 0, height: 480 }]);
    expect(layoutReads).toBe(0);
    expect(FakeResizeObserver.last?.observed).toEqual([element]);
  });

  it('then reports what the ResizeObserver measured, and keeps the fixed height for a box not laid out', () => {
    const rects: Rect[] = [];
    observeFixedHeightRect(480)({ scrollElement: scrollElement(), scrollRect: { width: 900, height: 480 } } as unknown as Instance, (rect) => rects.push(rect));
    FakeResizeObserver.last!.resize(1200.4, 463.6);
    FakeResizeObserver.last!.resize(0, 0);
    expect(rects).toEqual([
      { width: 900, height: 480 },
      { width: 1200, height: 464 },
      { width: 0, height: 480 },
    ]);
    expect(layoutReads).toBe(0);
  });

  it('stops observing when the virtualizer lets go of the element', () => {
    const stop = observeFixedHeightRect(480)({ scrollElement: scrollElement(), scrollRect: null } as unknown as Instance, () => undefined);
    stop?.();
    expect(FakeResizeObserver.last?.disconnected).toBe(true);
  });

  it('does nothing before there is an element', () => {
    const rects: Rect[] = [];
    expect(observeFixedHeightRect(480)({ scrollElement: null, scrollRect: null } as unknown as Instance, (rect) => rects.push(rect))).toBeUndefined();
    expect(rects).toEqual([]);
  });
});
