import { reportOddAnswer } from '@portal/platform';
import { mergeRegistryStages, type StageAnswers } from './mergeRegistryStages';

jest.mock('@portal/platform', () => ({ ...jest.requireActual('@portal/platform'), reportOddAnswer: jest.fn() }));

const CALL = 'GET registries/{id}/detail';

/** A supply row as a server sends it: spec fields with lenient values, and a field the portal does not read. */
function sent(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    supplyAmount: `${id}00,50`,
    verificationDebtor: 'true',
    prime: 1,
    active: false,
    financing: null,
    checked: false,
    invalid: false,
    supplyDate: '2026-11-02',
    dueDate: '2026-12-02',
    updDocument: { document: { name: `УПД ${id}` } },
    contractNote: `not read ${id}`,
    ...extra,
  };
}

const DETAIL = { futureFundingDate: '2026-11-30', alllimit: 1000, permissions: ['change'], registry: { id: 7, number: 'R-7', status: 'DRAFT' } };
const REGISTRY = { number: 'R-7', debtor: 'ООО Дебитор' };
const FILES = { documentsForSigning: [], signedDocs: [], origDocuments: [], documents: [] };

describe('mergeRegistryStages keeps the supplies it read, not the answered rows', () => {
  it.each<[string, (rows: unknown[]) => StageAnswers, (stages: StageAnswers) => unknown]>([
    ['a bare array answering the supplies stage', (rows) => ({ detail: DETAIL, registry: REGISTRY, supplies: rows, files: FILES }), (stages) => stages.supplies],
    ['the supplies stage’s `supplies`', (rows) => ({ detail: DETAIL, registry: REGISTRY, supplies: { supplies: rows, total: 2 }, files: FILES }), (stages) => (stages.supplies as { supplies: unknown }).supplies],
    [
      'the detail’s `registry.supplies` (one-stage LKD detail)',
      (rows) => ({ detail: { ...DETAIL, registry: { ...DETAIL.registry, supplies: rows }, ...FILES } }),
      (stages) => (stages.detail as { registry: { supplies: unknown } }).registry.supplies,
    ],
  ])('from %s: the kept list is the rows read, and reading it again gives the same registry', (_where, stagesOf, listIn) => {
    const first = mergeRegistryStages(CALL, stagesOf([sent(1), sent(2)]), '7');

    expect(first.supplies.supplies.map((supply) => [supply.id, supply.supplyAmount, supply.verificationDebtor, supply.prime])).toEqual([
      [1, 100.5, true, true],
      [2, 200.5, true, true],
    ]);
    // What is kept is what the grid shows: the field the portal does not read is gone with the answered rows.
    expect(listIn(first.stages)).toEqual(first.supplies.supplies);
    expect(JSON.stringify(first.stages)).not.toContain('not read');

    const again = mergeRegistryStages(CALL, first.stages, '7');
    expect(again.supplies).toEqual(first.supplies);
    expect(again.detail).toEqual(first.detail);
    expect(again.header).toEqual(first.header);
    expect(again.files).toEqual(first.files);
  });

  it('a partial reload (new files) over the kept stages keeps the supplies and the other answers as they were', () => {
    const first = mergeRegistryStages(CALL, { detail: DETAIL, registry: REGISTRY, supplies: [sent(1)], files: FILES }, '7');
    const files = { ...FILES, documents: [{ document: { id: 5, name: 'Акт.pdf', userDoc: true } }] };

    const reloaded = mergeRegistryStages(CALL, { ...first.stages, files }, '7');

    expect(reloaded.supplies).toEqual(first.supplies);
    expect(reloaded.stages.detail).toBe(first.stages.detail);
    expect(reloaded.stages.registry).toBe(first.stages.registry);
  });

  it('an odd row is reported once when answered; the row left out is not kept to be reported again', () => {
    const report = jest.mocked(reportOddAnswer);
    report.mockClear();
    const first = mergeRegistryStages(CALL, { detail: DETAIL, registry: REGISTRY, supplies: [sent(1), { supplyAmount: 5 }], files: FILES }, '7');
    expect(first.supplies.supplies.map((supply) => supply.id)).toEqual([1]);
    expect(report).toHaveBeenCalledWith(CALL, expect.stringContaining('supply 1 left out'));

    report.mockClear();
    mergeRegistryStages(CALL, first.stages, '7');
    expect(report).not.toHaveBeenCalled();
  });

  it('leaves the stages as they are when no stage lists supplies', () => {
    const stages: StageAnswers = { detail: DETAIL, registry: REGISTRY, supplies: { total: 0 }, files: FILES };
    const merged = mergeRegistryStages(CALL, stages, '7');
    expect(merged.supplies).toEqual({ supplies: [], total: 0 });
    expect(merged.stages).toBe(stages);
  });
});
