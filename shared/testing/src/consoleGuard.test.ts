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
    expect(guard.calls).toEqual([
      { method: 'error', text: 'An update to Menu inside a test was not wrapped in act(...).' },
      { method: 'warn', text: '[MSW] Warning: intercepted a request GET /api/workCalendar' },
    ]);
    expect(printed).toEqual([
      ['error', ['An update to Menu inside a test was not wrapped in act(...).']],
      ['warn', ['[MSW] Warning: intercepted a request', 'GET /api/workCalendar']],
    ]);
  });

  it('fails a test that printed an error or a warning, naming each', () => {
    const { target } = fakeConsole();
    const guard = guardConsole(target);
    target.warn('oidc-provider WARNING: something');
    expect(unexpectedConsoleFailure(guard.calls)).toBe(
      'Unexpected console.warn in this test (stub it where the test expects one, and assert what was logged):\n- warn: oidc-provider WARNING: something',
    );
    target.error(new Error('Not implemented: navigation (except hash changes)'));
    expect(unexpectedConsoleFailure(guard.calls)).toMatch(/^Unexpected console\.warn and console\.error in this test/);
    expect(unexpectedConsoleFailure(guard.calls)).toContain('- error: Not implemented: navigation (except hash changes)');
  });

  it('passes a test that printed nothing', () => {
    const { target } = fakeConsole();
    expect(unexpectedConsoleFailure(guardConsole(target).calls)).toBeUndefined();
  });

  it('does not see a stub the test put on top of it, and gives the original methods back', () => {
    const { target, printed } = fakeConsole();
    const { error, warn } = target;
    const guard = guardConsole(target);
    const stub = jest.spyOn(target, 'warn').mockImplementation(() => undefined);
    target.warn('expected by the test');
    expect(stub).toHaveBeenCalledWith('expected by the test');
    stub.mockRestore();
    expect(guard.calls).toEqual([]);
    expect(printed).toEqual([]);
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
