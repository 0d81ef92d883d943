/**
 * What is wrong with how a test file's MSW server listens: a request no handler answers must fail its test (the
 * console guard sees MSW's error), so every `listen(` of a file that sets up a server passes
 * `onUnhandledRequest: 'error'` ('warn' prints and goes on, 'bypass' sends the request to the real network).
 */
export function mswListenProblems(source: string): string[] {
  if (!source.includes('setupServer(')) return [];
  const listens = [...source.matchAll(/\.listen\(([^)]*)\)/g)].map((match) => match[1] ?? '');
  if (listens.length === 0) return ['sets up an MSW server but never listens in this file'];
  return listens
    .filter((options) => !/onUnhandledRequest:\s*'error'/.test(options))
    .map((options) => `listens with ${options.trim() === '' ? 'no options' : options.trim()} instead of { onUnhandledRequest: 'error' }`);
}
