import { format } from 'node:util';

/** The console methods whose output fails a test unless the test expects it. */
export const GUARDED_METHODS = ['error', 'warn'] as const;
export type GuardedMethod = (typeof GUARDED_METHODS)[number];

export interface ConsoleCall {
  method: GuardedMethod;
  text: string;
}

/**
 * One console call as a short text for the failure message: printf-style placeholders filled in as the console does
 * (React's "An update to %s…"), an Error by its message, the whole cut at 300 characters.
 */
export function describeConsoleCall(args: readonly unknown[]): string {
  return format(...args.map((arg) => (arg instanceof Error ? arg.message : arg))).slice(0, 300);
}

/**
 * Takes over `target`'s guarded methods: each call is recorded and still printed (jest shows it with its stack).
 * A test that expects a message stubs the method itself (jest.spyOn(console, 'warn').mockImplementation(...)) after
 * this, so its calls never reach the record. `restore` puts the original methods back.
 */
export function guardConsole(target: Pick<Console, GuardedMethod>): { calls: ConsoleCall[]; restore: () => void } {
  const calls: ConsoleCall[] = [];
  const originals = GUARDED_METHODS.map((method) => [method, target[method]] as const);
  for (const [method, original] of originals) {
    target[method] = (...args: unknown[]) => {
      calls.push({ method, text: describeConsoleCall(args) });
      original.apply(target, args);
    };
  }
  return {
    calls,
    restore: () => {
      for (const [method, original] of originals) target[method] = original;
    },
  };
}

/** The failure for a test that printed to a guarded method, or undefined when it printed nothing there. */
export function unexpectedConsoleFailure(calls: readonly ConsoleCall[]): string | undefined {
  if (calls.length === 0) return undefined;
  const methods = [...new Set(calls.map(({ method }) => `console.${method}`))].join(' and ');
  return `Unexpected ${methods} in this test (stub it where the test expects one, and assert what was logged):\n${calls.map(({ method, text }) => `- ${method}: ${text}`).join('\n')}`;
}
