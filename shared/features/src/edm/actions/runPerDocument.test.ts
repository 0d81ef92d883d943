import { waitFor } from '@testing-library/react';
import { EdmProblem } from '../api/failureMessage';
import { runPerDocument } from './runPerDocument';

/** A failed call as ky throws it: an error carrying the server's response with `{message}`. */
function httpError(message: string, status = 400) {
  return Object.assign(new Error('HTTPError'), { response: new Response(JSON.stringify({ message }), { status }) });
}

/**
 * A rejected promise already handled here, so a runner that forgets to await its work fails an assertion of a
 * named test instead of crashing jest with an unhandled rejection.
 */
function handledRejection(error: unknown): Promise<never> {
  const promise = Promise.reject(error);
  promise.catch(() => undefined);
  return promise;
}

/** A call the test settles when it wants (its rejection handled as above). */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

describe('runPerDocument: one failure keeps the rest done', () => {
  it.each<[string, number[], number[], number[]]>([
    ['all succeed', [1, 3, 4], [1, 3, 4], []],
    ['the middle one fails', [1, 2, 3], [1, 3], [2]],
    ['the first one fails', [2, 1], [1], [2]],
    ['the last one fails', [1, 3, 2], [1, 3], [2]],
    ['all fail', [2, 2], [], [2, 2]],
    ['nothing to do', [], [], []],
  ])('%s', async (_case, docs, done, failed) => {
    const progress: string[] = [];
    const outcome = await runPerDocument(
      docs,
      (doc) => (doc === 2 ? handledRejection(httpError('Документ 2 нельзя')) : Promise.resolve()),
      (index, total) => progress.push(`${index}/${total}`),
    );
    expect(outcome).toEqual({ done, failed: failed.map((doc) => ({ doc, message: 'Документ 2 нельзя' })) });
    expect(outcome.done.length + outcome.failed.length).toBe(docs.length);
    expect(progress).toEqual(docs.map((_, index) => `${index + 1}/${docs.length}`));
  });

  it('keeps the server’s message of a failed call', async () => {
    const outcome = await runPerDocument([1], () => handledRejection(httpError('Документ ВХ-1 в статусе «Подписан» нельзя отклонить')));
    expect(outcome.failed).toEqual([{ doc: 1, message: 'Документ ВХ-1 в статусе «Подписан» нельзя отклонить' }]);
  });

  it('each failure keeps its own reason; one without a message says «Не удалось выполнить действие»; a portal problem keeps its text', async () => {
    const reasons: Record<number, unknown> = { 1: httpError('Подпись недействительна'), 2: new Error('network'), 3: new EdmProblem('Файл документа пуст'), 4: httpError('', 503) };
    const outcome = await runPerDocument([1, 2, 3, 4, 5], (doc) => (doc in reasons ? handledRejection(reasons[doc]) : Promise.resolve()));
    expect(outcome).toEqual({
      done: [5],
      failed: [
        { doc: 1, message: 'Подпись недействительна' },
        { doc: 2, message: 'Не удалось выполнить действие' },
        { doc: 3, message: 'Файл документа пуст' },
        { doc: 4, message: 'Не удалось выполнить действие' },
      ],
    });
  });

  it('a work that throws before returning a promise is that document’s failure, and the next still runs', async () => {
    const outcome = await runPerDocument([1, 2], (doc) => {
      if (doc === 1) throw new EdmProblem('Нет сертификата');
      return Promise.resolve();
    });
    expect(outcome).toEqual({ done: [2], failed: [{ doc: 1, message: 'Нет сертификата' }] });
  });

  it('runs one document at a time: the next starts only after the previous settled, and it resolves only after the last', async () => {
    const calls = [deferred(), deferred(), deferred()];
    const log: string[] = [];
    let finished = false;
    const run = runPerDocument(
      [0, 1, 2],
      (doc) => {
        log.push(`start ${doc}`);
        return calls[doc]!.promise;
      },
      (index, total) => log.push(`progress ${index}/${total}`),
    ).then((outcome) => {
      finished = true;
      return outcome;
    });

    // Each step waits for the document that must start; the exact log shows that the next one has not.
    await waitFor(() => expect(log).toContain('start 0'));
    expect(log).toEqual(['progress 1/3', 'start 0']);
    expect(finished).toBe(false);

    calls[0]!.reject(httpError('Документ 0 нельзя'));
    await waitFor(() => expect(log).toContain('start 1'));
    expect(log).toEqual(['progress 1/3', 'start 0', 'progress 2/3', 'start 1']);
    expect(finished).toBe(false);

    calls[1]!.resolve();
    await waitFor(() => expect(log).toContain('start 2'));
    expect(log).toEqual(['progress 1/3', 'start 0', 'progress 2/3', 'start 1', 'progress 3/3', 'start 2']);
    expect(finished).toBe(false);

    calls[2]!.reject(httpError('Документ 2 нельзя'));
    const outcome = await run;
    expect(finished).toBe(true);
    expect(outcome).toEqual({
      done: [1],
      failed: [
        { doc: 0, message: 'Документ 0 нельзя' },
        { doc: 2, message: 'Документ 2 нельзя' },
      ],
    });
  });
});
