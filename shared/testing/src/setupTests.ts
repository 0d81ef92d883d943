import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// jsdom has no ResizeObserver; Chakra's floating menus and tooltips observe their anchors with it.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true, configurable: true });
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, writable: true, configurable: true });
}

// CI runs every suite on two busy cores: give findBy*/waitFor more than the 1 s default before failing.
configure({ asyncUtilTimeout: 5000 });
