import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { guardConsole, unexpectedConsoleFailure } from './consoleGuard';

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

// An unexpected console.error or console.warn fails its test: React's act() warnings, MSW's unhandled requests (every
// server listens with onUnhandledRequest: 'error'), failures the code logs, a library's warning. A test that expects
// one stubs the method itself (jest.spyOn(console, 'error').mockImplementation(...)) and asserts what was logged.
let guard: ReturnType<typeof guardConsole> | undefined;
beforeEach(() => {
  guard = guardConsole(console);
});
afterEach(() => {
  const calls = guard?.calls ?? [];
  guard?.restore();
  guard = undefined;
  const failure = unexpectedConsoleFailure(calls);
  if (failure) throw new Error(failure);
});
