import { bumpBetween, contractProblems, exportsOf, kindOf, requiredBump } from './exportContract';

describe('kindOf and exportsOf', () => {
  it('tells functions, classes, objects and values apart', () => {
    class Store {}
    expect([kindOf(() => 1), kindOf(Store), kindOf({}), kindOf(null), kindOf('a'), kindOf(1), kindOf(true)]).toEqual(['function', 'class', 'object', 'object', 'string', 'number', 'boolean']);
    expect(exportsOf({ b: 1, a: () => 2, __esModule: true })).toEqual({ a: 'function', b: 'number' });
  });
});

describe('requiredBump', () => {
  it.each([
    [{ e: { A: 'function' } }, { e: { A: 'function' } }, 'patch'],
    [{ e: { A: 'function' } }, { e: { A: 'function', B: 'object' } }, 'minor'],
    [{ e: { A: 'function', B: 'object' } }, { e: { A: 'function' } }, 'major'],
    [{ e: { A: 'function' } }, { e: { A: 'object' } }, 'major'],
    [{ e: ['A'] }, { e: { A: 'object' } }, 'patch'],
    [{ e: ['A'] }, { e: { A: 'object', B: 'string' } }, 'minor'],
    [{ e: { A: 'string' } }, { e: { A: 'string' }, f: { C: 'function' } }, 'minor'],
    [{ e: { A: 'string' }, f: { C: 'function' } }, { e: { A: 'string' } }, 'major'],
  ] as const)('%j → %j needs a %s release', (before, after, bump) => {
    expect(requiredBump(before, after)).toBe(bump);
  });

  it.each([
    ['1.0.0', '1.0.1', 'patch'],
    ['1.0.3', '1.1.0', 'minor'],
    ['1.4.2', '2.0.0', 'major'],
    ['1.1.0', '1.1.0', 'none'],
    ['1.1.0', '1.0.9', 'backwards'],
  ])('%s → %s is %s', (from, to, bump) => {
    expect(bumpBetween(from, to)).toBe(bump);
  });
});

describe('contractProblems', () => {
  const history = { '1.0.0': { '@portal/platform': { http: 'function' } }, '1.1.0': { '@portal/platform': { http: 'function', saveFile: 'function' } } } as const;

  it('finds none when the code, the version and the records agree', () => {
    expect(contractProblems(history, '1.1.0', { '@portal/platform': { http: 'function', saveFile: 'function' } })).toEqual([]);
  });

  it('refuses an export added without a release', () => {
    expect(contractProblems(history, '1.1.0', { '@portal/platform': { http: 'function', saveFile: 'function', reportCallFailure: 'function' } })).toEqual([
      'the exports differ from those recorded for 1.1.0 (a minor change): release a new version and record it',
    ]);
  });

  it('refuses a removal or a changed kind recorded as a minor release', () => {
    const removed = { ...history, '1.2.0': { '@portal/platform': { http: 'function' } } } as const;
    expect(contractProblems(removed, '1.2.0', { '@portal/platform': { http: 'function' } })).toEqual(['1.1.0 → 1.2.0 is a minor release, but its exports changed as a major one']);
    const changed = { ...history, '1.2.0': { '@portal/platform': { http: 'object', saveFile: 'function' } } } as const;
    expect(contractProblems(changed, '1.2.0', { '@portal/platform': { http: 'object', saveFile: 'function' } })).toEqual(['1.1.0 → 1.2.0 is a minor release, but its exports changed as a major one']);
  });

  it('refuses a version with no record, and a contract below 1.0.0', () => {
    expect(contractProblems(history, '1.2.0', { '@portal/platform': { http: 'function', saveFile: 'function' } })).toEqual([
      'the package is at 1.2.0 but the newest recorded release is 1.1.0: record this version\'s exports',
    ]);
    expect(contractProblems({ '0.1.0': { e: { a: 'string' } } }, '0.1.0', { e: { a: 'string' } })).toEqual(['0.1.0 is below 1.0.0: a caret range would refuse every later minor release']);
  });
});
