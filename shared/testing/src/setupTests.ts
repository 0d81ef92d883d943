import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { CONSOLE_ERROR_ALLOWED_FILES } from './consoleErrorAllowList';

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

// An unexpected console.error fails its test: React's act() warnings, MSW's unhandled requests (onUnhandledRequest:
// 'error' reports them there), failed look-ups the code logs. A test that expects one stubs console.error itself
// (jest.spyOn(console, 'error').mockImplementation(...)), which this never sees. Files still to be quietened are
// listed in consoleErrorAllowList.ts, each with what it prints; a new file cannot join the noise.
const printError = console.error.bind(console);
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ').slice(0, 300));
    printError(...args);
  };
});
afterEach(() => {
  console.error = printError;
  const file = (expect.getState().testPath ?? '').replace(/\\/g, '/');
  if (consoleErrors.length > 0 && !CONSOLE_ERROR_ALLOWED_FILES.some((allowed) => file.endsWith(allowed))) {
    throw new Error(`Unexpected console.error in this test (stub it where the test expects one):\n- ${consoleErrors.join('\n- ')}`);
  }
});
