/** Everything jest's modern fake timers can fake except the date: timers stay real, so waits and msw still run. */
const REAL_TIMERS = ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] as const;

/**
 * Sets the date the code reads (`new Date()`, `Date.now()`) to `now` and leaves every timer real, so an expected
 * date is written out instead of computed from the real clock (which fails around midnight). Undo with
 * `jest.useRealTimers()`.
 */
export function fixDate(now: Date | string): void {
  jest.useFakeTimers({ now: new Date(now), doNotFake: [...REAL_TIMERS] });
}
