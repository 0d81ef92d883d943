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

export interface ConsoleGuard {
  /** What was printed since the last take, handed over and cleared. */
  take(): ConsoleCall[];
  /** Puts the guard's methods back, over whatever a test left in their place (a stub it did not restore). */
  reinstall(): void;
  /** Gives the original methods back. */
  restore(): void;
}

/**
 * Takes over `target`'s guarded methods: each call is recorded and still printed (jest shows it with its stack).
 * A test that expects a message stubs the method itself (jest.spyOn(console, 'warn').mockImplementation(...)) on top
 * of this, so its calls never reach the record.
 */
export function guardConsole(target: Pick<Console, GuardedMethod>): ConsoleGuard {
  let calls: ConsoleCall[] = [];
  const originals = GUARDED_METHODS.map((method) => [method, target[method]] as const);
  const wrappers = originals.map(
    ([method, original]) =>
      [
        method,
        (...args: unknown[]) => {
          calls.push({ method, text: describeConsoleCall(args) });
          original.apply(target, args);
        },
      ] as const,
  );
  const reinstall = () => {
    for (const [method, wrapper] of wrappers) target[method] = wrapper;
  };
  reinstall();
  return {
    take: () => {
      const taken = calls;
      calls = [];
      return taken;
    },
    reinstall,
    restore: () => {
      for (const [method, original] of originals) target[method] = original;
    },
  };
}

/** Where the calls were printed: in a test, or outside any (a hook, or work an earlier test left running). */
export type ConsoleCallPlace = 'in this test' | 'before this test' | 'after the last test';

const PLACE_HINT: Record<ConsoleCallPlace, string> = {
  'in this test': 'stub it where the test expects one, and assert what was logged',
  'before this test': 'printed by a hook or by work an earlier test left running: wait for it where it started',
  'after the last test': 'printed by a hook or by work the last test left running: wait for it where it started',
};

/** The failure for calls printed to a guarded method, or undefined when there were none. */
export function unexpectedConsoleFailure(calls: readonly ConsoleCall[], place: ConsoleCallPlace = 'in this test'): string | undefined {
  if (calls.length === 0) return undefined;
  const methods = [...new Set(calls.map(({ method }) => `console.${method}`))].join(' and ');
  return `Unexpected ${methods} ${place} (${PLACE_HINT[place]}):\n${calls.map(({ method, text }) => `- ${method}: ${text}`).join('\n')}`;
}
