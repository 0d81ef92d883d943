/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetUiState, uiStore } from '../ui/uiStore';
import { reportUncaughtErrors, type ErrorReporting } from './reportUncaughtErrors';
import { sendErrorLog, setErrorLogContext } from './sendErrorLog';

const server = setupServer();

function throwUncaught(error: unknown): void {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error instanceof Error ? error.message : String(error) }));
}

function rejectUnhandled(reason: unknown): void {
  const event = new Event('unhandledrejection') as Event & { reason: unknown; promise: Promise<unknown> };
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
}

describe('uncaught error reporting', () => {
  let reporting: ErrorReporting;
  let logged: Array<Record<string, unknown>>;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(() => {
    logged = [];
    server.use(
      mock.post('http://localhost/api/log/error', async ({ request }) => {
        logged.push((await request.json()) as Record<string, unknown>);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    reporting = reportUncaughtErrors();
  });

  afterEach(() => {
    reporting.stop();
    server.resetHandlers();
    resetUiState();
  });

  it('posts an uncaught error with its message, stack and page address', async () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'id')");
    throwUncaught(error);
    await waitFor(() => expect(logged).toEqual([{ message: error.message, stack: error.stack, url: 'http://localhost/' }]));
  });

  it('posts an unhandled rejection, also when its reason is not an Error', async () => {
    rejectUnhandled(new Error('registry failed'));
    rejectUnhandled({ code: 42 });
    await waitFor(() => expect(logged.map((entry) => entry.message)).toEqual(['registry failed', '{"code":42}']));
  });

  it('posts each distinct error once', async () => {
    const error = new Error('same');
    throwUncaught(error);
    throwUncaught(error);
    rejectUnhandled(error);
    throwUncaught(new Error('other'));
    // One more after them: once it is in, a repeat sent before it would be in too.
    throwUncaught(new Error('last'));
    await waitFor(() => expect(logged.map((entry) => entry.message)).toContain('last'));
    expect(logged.map((entry) => entry.message)).toEqual(['same', 'other', 'last']);
  });

  it('names the versions the host set as context after the message, kept whole when the message is long', async () => {
    setErrorLogContext(() => 'Versions: host 0.1.0; LKK 0.2.0 (http://localhost:3001/mf-manifest.json)');
    try {
      throwUncaught(new Error('x'.repeat(12_000)));
      await waitFor(() => expect(logged).toHaveLength(1));
    } finally {
      setErrorLogContext(() => '');
    }
    const message = String(logged[0]?.message);
    expect(message.length).toBe(10_000);
    expect(message.endsWith('\nVersions: host 0.1.0; LKK 0.2.0 (http://localhost:3001/mf-manifest.json)')).toBe(true);
  });

  it('drops a report that fails, without another report or any dialog', async () => {
    let attempts = 0;
    server.use(
      mock.post('http://localhost/api/log/error', () => {
        attempts += 1;
        return new HttpResponse(null, { status: attempts === 1 ? 500 : 401 });
      }),
    );
    throwUncaught(new Error('first'));
    await waitFor(() => expect(attempts).toBe(1));
    throwUncaught(new Error('second'));
    await waitFor(() => expect(attempts).toBe(2));
    // A third report is sent after both refusals were taken: a dialog either raised would be up by now.
    throwUncaught(new Error('third'));
    await waitFor(() => expect(attempts).toBe(3));
    expect(uiStore.getState()).toMatchObject({ sessionContinue: false, error: null, notifications: [] });
  });

  it('stops listening when stopped', async () => {
    reporting.stop();
    // Without any listener jsdom would hand the error to the test runner as the test's own failure.
    const handledElsewhere = (event: Event) => event.preventDefault();
    window.addEventListener('error', handledElsewhere);
    throwUncaught(new Error('after stop'));
    window.removeEventListener('error', handledElsewhere);
    // A log sent after it: once it is in, a report of the error would be in before it.
    void sendErrorLog({ message: 'sent after', url: 'http://localhost/' });
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(logged).toEqual([{ message: 'sent after', url: 'http://localhost/' }]);
  });
});
