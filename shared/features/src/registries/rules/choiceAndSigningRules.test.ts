import type { DocumentForSigning, Supply } from '@portal/api';
import { documentsToSign } from './documentsToSign';
import { financingBalance, isOverLimit } from './financingBalance';
import { signatureRows, signRemaining } from './signingRun';
import { inRegistryOnLoad, invalidFirst, preselectedForFinancing, preselectedForRegistry } from './supplySelection';
import { isoToRussian, russianToIso, workingDayPredicate } from './workingDays';

function supply(id: number, patch: Partial<Supply> = {}): Supply {
  return { id, supplyAmount: 100, verificationDebtor: false, prime: false, active: false, financing: false, checked: false, invalid: false, supplyDate: '', dueDate: '', updDocument: { document: { name: '' } }, ...patch };
}

describe('preselection (spec §5 Supply selection, §4 Agent registry load)', () => {
  // Spec §5, verbatim: "supplies flagged prime or active are preselected for the registry; those flagged financing
  // are preselected for financing". Financing is chosen inside the registry (decision 0041), so a financing supply
  // is in the registry on load too.
  it.each<[string, Partial<Supply>, boolean, boolean, boolean]>([
    ['no flags', {}, false, false, false],
    ['prime', { prime: true }, true, false, true],
    ['active', { active: true }, true, false, true],
    ['prime and active', { prime: true, active: true }, true, false, true],
    ['financing alone is preselected for financing, and so into the registry', { financing: true }, false, true, true],
    ['prime and financing', { prime: true, financing: true }, true, true, true],
    ['active and financing', { active: true, financing: true }, true, true, true],
    ['checked alone is not a choice', { checked: true }, false, false, false],
  ])('%s → registry %s, financing %s, in the registry on load %s', (_case, flags, registry, financing, onLoad) => {
    expect(preselectedForRegistry(supply(1, flags))).toBe(registry);
    expect(preselectedForFinancing(supply(1, flags))).toBe(financing);
    expect(inRegistryOnLoad(supply(1, flags))).toBe(onLoad);
  });
});

describe('invalid first (spec §4)', () => {
  it.each<[string, Array<[number, boolean]>, number[]]>([
    ['none invalid keeps the order', [[1, false], [2, false], [3, false]], [1, 2, 3]],
    ['invalid move up, stable in each group', [[1, false], [2, true], [3, false], [4, true]], [2, 4, 1, 3]],
    ['all invalid keeps the order', [[5, true], [6, true]], [5, 6]],
    ['empty', [], []],
  ])('%s', (_case, rows, order) => {
    expect(invalidFirst(rows.map(([id, invalid]) => supply(id, { invalid }))).map((row) => row.id)).toEqual(order);
  });
});

describe('financing balance = alllimit − Σ supplyAmount chosen for financing', () => {
  const rows = [supply(1, { supplyAmount: 1000.1 }), supply(2, { supplyAmount: 2000.2 }), supply(3, { supplyAmount: 0.3 })];
  it.each<[string, number | null, number[], number | null, boolean]>([
    ['nothing chosen', 5000, [], 5000, false],
    ['one chosen', 5000, [1], 3999.9, false],
    ['sums without float drift', 5000, [1, 2, 3], 1999.4, false],
    ['exactly the limit', 3000.6, [1, 2, 3], 0, false],
    ['over the limit is negative', 3000, [1, 2], -0.3, true],
    ['no limit gives no balance and nothing over it', null, [3], null, false],
    ['an id not in the list is ignored', 100, [99], 100, false],
  ])('%s', (_case, limit, chosen, balance, over) => {
    const result = financingBalance(limit, rows, new Set(chosen));
    if (balance === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(balance, 10);
    expect(isOverLimit(result)).toBe(over);
  });
});

const doc = (id: number, registry: boolean, name = `Документ ${id}`): DocumentForSigning => ({ id, type: registry ? 'registryFile' : 'other', name, registry });

describe('documents that go to signing', () => {
  it.each<[string, DocumentForSigning[], number[]]>([
    ['none', [], []],
    ['all of documentsForSigning, registry ones first', [doc(3, false), doc(1, true), doc(2, true)], [1, 2, 3]],
    ['a repeated id once', [doc(1, true), doc(1, true), doc(4, false)], [1, 4]],
    ['ids as strings count as the same', [doc(7, false), { ...doc(7, false), id: '7' }], [7]],
  ])('%s', (_case, rows, ids) => {
    expect(documentsToSign(rows).map((row) => Number(row.id))).toEqual(ids);
  });
});

describe('signing run: a failure on document k keeps the k−1 signatures and a retry signs the rest', () => {
  const docs = [doc(1, true), doc(2, true), doc(3, false)];

  it.each<[string, number | null, number[], Array<[number, number]>, number[]]>([
    ['all succeed', null, [1, 2, 3], [[1, 3], [2, 3], [3, 3]], [1, 2, 3]],
    ['the first fails', 1, [1], [[1, 3]], []],
    ['the second fails', 2, [1, 2], [[1, 3], [2, 3]], [1]],
    ['the last fails', 3, [1, 2, 3], [[1, 3], [2, 3], [3, 3]], [1, 2]],
  ])('%s', async (_case, failOn, tried, progress, kept) => {
    const attempts: number[] = [];
    const steps: Array<[number, number]> = [];
    const result = await signRemaining(
      docs,
      new Map(),
      async (row) => {
        attempts.push(Number(row.id));
        if (Number(row.id) === failOn) throw new Error('Плагин недоступен');
        return `sig-${row.id}`;
      },
      (k, n) => steps.push([k, n]),
    );
    expect(attempts).toEqual(tried);
    expect(steps).toEqual(progress);
    expect([...result.signatures.keys()].map(Number)).toEqual(kept);
    expect(result.failure?.index ?? null).toBe(failOn);
    expect(signatureRows(docs, result.signatures) !== null).toBe(failOn === null);
  });

  it('retries only the documents not yet signed and then gives the body rows in document order', async () => {
    const attempts: number[] = [];
    const result = await signRemaining(docs, new Map([['1', 'sig-1'], ['2', 'sig-2']]), async (row) => {
      attempts.push(Number(row.id));
      return `sig-${row.id}`;
    }, () => undefined);
    expect(attempts).toEqual([3]);
    expect(signatureRows(docs, result.signatures)).toEqual([
      { id: 1, signature: 'sig-1' },
      { id: 2, signature: 'sig-2' },
      { id: 3, signature: 'sig-3' },
    ]);
  });
});

describe('working days', () => {
  const isWorking = workingDayPredicate({ days: new Set(['2025-05-12', '2025-05-13']), weekdays: new Set() });
  it.each<[number, number, number, boolean]>([
    [2025, 4, 12, true],
    [2025, 4, 10, false],
    [2025, 4, 9, false],
  ])('%s-%s-%s offered: %s', (year, month, day, offered) => {
    expect(isWorking({ year, month, day })).toBe(offered);
  });
  it.each([
    ['13.05.2025', '2025-05-13'],
    ['', ''],
    ['13.5.2025', ''],
  ])('%j ⇄ %j', (russian, iso) => {
    expect(russianToIso(russian)).toBe(iso);
    if (iso) expect(isoToRussian(iso)).toBe(russian);
  });
  it('reads an ISO date-time as its day', () => {
    expect(isoToRussian('2025-05-14T00:00:00Z')).toBe('14.05.2025');
    expect(isoToRussian(null)).toBe('');
  });
});
