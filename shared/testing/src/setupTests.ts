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

// A findBy*/waitFor waits for the state it asserts for as long as the test may run (jest.config.js testTimeout,
// 15 s, less a second so its own message names what never came): on two cores kept busy by other work a whole-app
// render with its sign-in, user load and cabinet load took 12-16 s (host/src/routing/AppRoutes.test.tsx), past any
// shorter wait, while a quiet machine does it in well under one.
configure({ asyncUtilTimeout: 14_000 });

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
