import type { Supply } from '@portal/api';
import { balanceOf, createSupplySelectionStore, unsavedChoiceOf } from './supplySelectionStore';

function supply(id: number, amount: number, patch: Partial<Supply> = {}): Supply {
  return { id, supplyAmount: amount, verificationDebtor: true, prime: false, active: false, financing: false, checked: false, invalid: false, supplyDate: '', dueDate: '', updDocument: { document: { name: `УПД ${id}` } }, ...patch };
}

// Display order: 3 (invalid), 1, 2, 4, 5 — indices 0…4.
const rows = [supply(1, 100), supply(2, 200, { prime: true }), supply(3, 300, { invalid: true }), supply(4, 400, { active: true, financing: true }), supply(5, 500)];

describe('supply selection store', () => {
  it('preselects by the spec, puts invalid first and starts the balance from the preselected financing', () => {
    const store = createSupplySelectionStore(rows, 1000);
    const state = store.getState();
    expect(state.rows.map((row) => row.id)).toEqual([3, 1, 2, 4, 5]);
    expect(state.chosenIds('registry')).toEqual([2, 4]);
    expect(state.chosenIds('financing')).toEqual([4]);
    expect(balanceOf(state)).toBe(600);
    expect(state.dirty).toBe(false);
  });

  it('preselects every supply flagged financing (spec §5), prime/active or not, and puts it into the registry; the balance is the formula', () => {
    // Spec §4: balance = alllimit − Σ supplyAmount of the supplies chosen for financing; §5: "those flagged financing
    // are preselected for financing" — supply 7 is neither prime nor active.
    const flagged = [supply(6, 100.25, { prime: true, financing: true }), supply(7, 250.5, { financing: true }), supply(8, 75, { active: true })];
    const state = createSupplySelectionStore(flagged, 1000).getState();
    expect(state.chosenIds('financing')).toEqual([6, 7]);
    expect(state.chosenIds('registry')).toEqual([6, 7, 8]);
    expect(balanceOf(state)).toBe(1000 - 100.25 - 250.5);
    expect(state.dirty).toBe(false);
  });

  it.each<[string, Array<['registry' | 'financing', number, boolean]>, number[], number]>([
    ['a financing tick inside the registry adds', [['financing', 2, false]], [2, 4], 400],
    ['a second tick removes', [['financing', 2, false], ['financing', 2, false]], [4], 600],
    ['a financing tick outside the registry does nothing', [['financing', 1, false]], [4], 600],
    ['a range skips the rows outside the registry', [['registry', 4, false], ['financing', 2, false], ['financing', 4, true]], [2, 4, 5], -100],
    ['leaving the registry leaves financing', [['registry', 3, false]], [], 1000],
  ])('%s', (_case, ticks, chosen, balance) => {
    const store = createSupplySelectionStore(rows, 1000);
    for (const [column, index, range] of ticks) store.getState().toggle(column, index, range);
    expect(store.getState().chosenIds('financing')).toEqual(chosen);
    expect(balanceOf(store.getState())).toBe(balance);
    expect(store.getState().counts.financing).toBe(chosen.length);
  });

  it('select all and none update the count and the balance; financing only inside the registry', () => {
    const store = createSupplySelectionStore(rows, 1000);
    store.getState().setAll('financing', true);
    expect(store.getState().chosenIds('financing')).toEqual([2, 4]);
    store.getState().setAll('registry', true);
    store.getState().setAll('financing', true);
    expect(balanceOf(store.getState())).toBe(-500);
    store.getState().setAll('financing', true, (row) => !row.invalid);
    expect(balanceOf(store.getState())).toBe(-200);
    expect(store.getState().counts.financing).toBe(4);
    store.getState().setAll('registry', false);
    expect(store.getState().counts).toEqual({ registry: 0, financing: 0 });
    expect(balanceOf(store.getState())).toBe(1000);
  });

  it('without alllimit there is no balance', () => {
    const store = createSupplySelectionStore(rows, null);
    store.getState().setAll('registry', true);
    store.getState().setAll('financing', true);
    expect(balanceOf(store.getState())).toBeNull();
  });

  it('knows whether the choice differs from the saved one', () => {
    const store = createSupplySelectionStore(rows, 1000, '13.05.2025');
    store.getState().toggle('registry', 1);
    expect(store.getState().dirty).toBe(true);
    store.getState().toggle('registry', 1);
    expect(store.getState().dirty).toBe(false);
    store.getState().setFundingDate('14.05.2025');
    expect(store.getState().dirty).toBe(true);
    store.getState().markSaved();
    expect(store.getState().dirty).toBe(false);
    store.getState().setFundingDate('13.05.2025');
    expect(store.getState().dirty).toBe(true);
  });

  it('carries an unsaved choice over a reloaded list, by id; what the server saved stays the baseline', () => {
    const store = createSupplySelectionStore(rows, 1000);
    expect(unsavedChoiceOf(store.getState())).toBeNull();
    store.getState().toggle('registry', 1);
    store.getState().toggle('financing', 1);
    store.getState().setFundingDate('14.05.2025');
    const carried = unsavedChoiceOf(store.getState());
    // The reloaded list lost supply 4 and changed supply 1's amount.
    const reloaded = [supply(1, 150), supply(2, 200, { prime: true }), supply(3, 300, { invalid: true }), supply(5, 500)];
    const next = createSupplySelectionStore(reloaded, 1000, '', carried).getState();
    expect(next.chosenIds('registry')).toEqual([1, 2]);
    expect(next.chosenIds('financing')).toEqual([1]);
    expect(balanceOf(next)).toBe(850);
    expect(next.fundingDate).toBe('14.05.2025');
    expect(next.dirty).toBe(true);
    // A carried choice equal to the new baseline is clean.
    const same = createSupplySelectionStore(reloaded, 1000, '', { registry: new Set(['2']), financing: new Set(), fundingDate: '' }).getState();
    expect(same.dirty).toBe(false);
  });

  it('selects all of 10 000 supplies quickly and keeps the balance exact', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => supply(index + 1, 0.01 * (index + 1), { prime: true }));
    const store = createSupplySelectionStore(many, 1_000_000);
    const started = performance.now();
    store.getState().setAll('financing', true);
    const took = performance.now() - started;
    // Σ 0.01·k for k = 1…10 000 = 500 050.
    expect(balanceOf(store.getState())).toBe(499_950);
    expect(took).toBeLessThan(200);
  });
});
