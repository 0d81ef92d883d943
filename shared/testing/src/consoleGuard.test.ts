import { describeConsoleCall, guardConsole, unexpectedConsoleFailure } from './consoleGuard';

/** A console of its own, so nothing here reaches the real one (which setupTests.ts guards around this test). */
function fakeConsole() {
  const printed: [string, unknown[]][] = [];
  return {
    printed,
    target: {
      error: (...args: unknown[]) => void printed.push(['error', args]),
      warn: (...args: unknown[]) => void printed.push(['warn', args]),
    },
  };
}

describe('the console guard of the unit run', () => {
  it('records console.error and console.warn calls and still prints them', () => {
    const { target, printed } = fakeConsole();
    const guard = guardConsole(target);
    target.error('An update to Menu inside a test was not wrapped in act(...).');
    target.warn('[MSW] Warning: intercepted a request', 'GET /api/workCalendar');
    expect(guard.take()).toEqual([
      { method: 'error', text: 'An update to Menu inside a test was not wrapped in act(...).' },
      { method: 'warn', text: '[MSW] Warning: intercepted a request GET /api/workCalendar' },
    ]);
    expect(printed).toEqual([
      ['error', ['An update to Menu inside a test was not wrapped in act(...).']],
      ['warn', ['[MSW] Warning: intercepted a request', 'GET /api/workCalendar']],
    ]);
    expect(guard.take()).toEqual([]);
  });

  it('fails a test that printed an error or a warning, naming each', () => {
    const { target } = fakeConsole();
    const guard = guardConsole(target);
    target.warn('oidc-provider WARNING: something');
    expect(unexpectedConsoleFailure(guard.take())).toBe(
      'Unexpected console.warn in this test (stub it where the test expects one, and assert what was logged):\n- warn: oidc-provider WARNING: something',
    );
    target.warn('first');
    target.error(new Error('Not implemented: navigation (except hash changes)'));
    const failure = unexpectedConsoleFailure(guard.take());
    expect(failure).toMatch(/^Unexpected console\.warn and console\.error in this test/);
    expect(failure).toContain('\n- warn: first\n- error: Not implemented: navigation (except hash changes)');
  });

  it('says where a message printed outside any test came from', () => {
    const { target } = fakeConsole();
    const guard = guardConsole(target);
    target.error('[MSW] Error: intercepted a request without a matching request handler');
    expect(unexpectedConsoleFailure(guard.take(), 'before this test')).toMatch(
      /^Unexpected console\.error before this test \(printed by a hook or by work an earlier test left running: wait for it where it started\)/,
    );
  });

  it('passes a test that printed nothing', () => {
    const { target } = fakeConsole();
    expect(unexpectedConsoleFailure(guardConsole(target).take())).toBeUndefined();
  });

  it('does not see a stub the test put on top of it, takes its place again over a stub left behind, and gives the originals back', () => {
    const { target, printed } = fakeConsole();
    const { error, warn } = target;
    const guard = guardConsole(target);
    const stub = jest.spyOn(target, 'warn').mockImplementation(() => undefined);
    target.warn('expected by the test');
    expect(stub).toHaveBeenCalledWith('expected by the test');
    expect(guard.take()).toEqual([]);
    expect(printed).toEqual([]);
    // Not restored by its test: the next test's reinstall drops it.
    guard.reinstall();
    target.warn('after the stub');
    expect(stub).toHaveBeenCalledTimes(1);
    expect(guard.take()).toEqual([{ method: 'warn', text: 'after the stub' }]);
    guard.restore();
    expect(target.error).toBe(error);
    expect(target.warn).toBe(warn);
  });

  it('fills in placeholders as the console does', () => {
    expect(describeConsoleCall(['An update to %s inside a test was not wrapped in act(...).', 'LazyPage'])).toBe('An update to LazyPage inside a test was not wrapped in act(...).');
  });

  it('shortens a long message', () => {
    expect(describeConsoleCall(['x'.repeat(500)])).toHaveLength(300);
  });
});
