import { runPerDocument } from './runPerDocument';

describe('runPerDocument: one failure keeps the rest done', () => {
  it.each<[string, number[], number[], number[]]>([
    ['all succeed', [1, 3, 4], [1, 3, 4], []],
    ['the middle one fails', [1, 2, 3], [1, 3], [2]],
    ['the first one fails', [2, 1], [1], [2]],
    ['all fail', [2, 2], [], [2, 2]],
    ['nothing to do', [], [], []],
  ])('%s', async (_case, docs, done, failed) => {
    const progress: string[] = [];
    const outcome = await runPerDocument(
      docs,
      async (doc) => {
        if (doc === 2) throw new Response(JSON.stringify({ message: 'Документ 2 нельзя' }), { status: 400 });
      },
      (index, total) => progress.push(`${index}/${total}`),
    );
    expect(outcome.done).toEqual(done);
    expect(outcome.failed.map((failure) => failure.doc)).toEqual(failed);
    expect(progress).toEqual(docs.map((_, index) => `${index + 1}/${docs.length}`));
  });

  it('keeps the server’s message of a failed call', async () => {
    const failure = Object.assign(new Error('HTTPError'), { response: new Response(JSON.stringify({ message: 'Документ ВХ-1 в статусе «Подписан» нельзя отклонить' }), { status: 400 }) });
    const outcome = await runPerDocument([1], () => Promise.reject(failure));
    expect(outcome.failed).toEqual([{ doc: 1, message: 'Документ ВХ-1 в статусе «Подписан» нельзя отклонить' }]);
  });
});
