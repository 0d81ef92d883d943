import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { guardConsole, unexpectedConsoleFailure, type ConsoleCallPlace } from './consoleGuard';

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
// The guard stays for the whole file: what is printed outside a test (a hook, a request an earlier test left in
// flight) fails the next test, or the file after its last test.
const guard = guardConsole(console);
const failOn = (place: ConsoleCallPlace) => {
  const failure = unexpectedConsoleFailure(guard.take(), place);
  if (failure) throw new Error(failure);
};
beforeEach(() => {
  guard.reinstall();
  failOn('before this test');
});
afterEach(() => failOn('in this test'));
afterAll(() => failOn('after the last test'));
