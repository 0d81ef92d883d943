import type { Supply } from '@portal/api';
import { balanceOf, createSupplySelectionStore } from './supplySelectionStore';

function supply(id: number, amount: number, patch: Partial<Supply> = {}): Supply {
  return { id, supplyAmount: amount, verificationDebtor: true, prime: false, active: false, financing: false, checked: false, invalid: false, supplyDate: '', dueDate: '', updDocument: { document: { name: `УПД ${id}` } }, ...patch };
}

const rows = [supply(1, 100), supply(2, 200, { prime: true }), supply(3, 300, { invalid: true, financing: true }), supply(4, 400, { active: true, financing: true }), supply(5, 500)];

describe('supply selection store', () => {
  it('preselects by the spec, puts invalid first and starts the balance from the preselected financing', () => {
    const store = createSupplySelectionStore(rows, 1000);
    const state = store.getState();
    expect(state.rows.map((row) => row.id)).toEqual([3, 1, 2, 4, 5]);
    expect(state.chosenIds('registry')).toEqual([2, 4]);
    expect(state.chosenIds('financing')).toEqual([3, 4]);
    expect(balanceOf(state)).toBe(300);
  });

  it.each<[string, Array<[number, boolean]>, number[], number]>([
    ['a tick adds', [[1, false]], [3, 1, 4], 200],
    ['a second tick removes', [[1, false], [1, false]], [3, 4], 300],
    ['a shift range from the anchor takes the new value', [[1, false], [4, true]], [3, 1, 2, 4, 5], -500],
    ['a range ending on a chosen row clears it', [[1, false], [3, true]], [3], 700],
  ])('financing: %s', (_case, ticks, chosen, balance) => {
    const store = createSupplySelectionStore(rows, 1000);
    for (const [index, range] of ticks) store.getState().toggle('financing', index, range);
    expect(store.getState().chosenIds('financing')).toEqual(chosen);
    expect(balanceOf(store.getState())).toBe(balance);
    expect(store.getState().counts.financing).toBe(chosen.length);
  });

  it('select all and none update the count and the balance; only valid ones when asked', () => {
    const store = createSupplySelectionStore(rows, 1000);
    store.getState().setAll('financing', true);
    expect(balanceOf(store.getState())).toBe(-500);
    store.getState().setAll('financing', true, (row) => !row.invalid);
    expect(balanceOf(store.getState())).toBe(-200);
    expect(store.getState().counts.financing).toBe(4);
    store.getState().setAll('financing', false);
    expect(balanceOf(store.getState())).toBe(1000);
    store.getState().setAll('registry', true);
    expect(store.getState().counts.registry).toBe(5);
    expect(balanceOf(store.getState())).toBe(1000);
  });

  it('selects all of 10 000 supplies quickly and keeps the balance exact', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => supply(index + 1, 0.01 * (index + 1)));
    const store = createSupplySelectionStore(many, 1_000_000);
    const started = performance.now();
    store.getState().setAll('financing', true);
    const took = performance.now() - started;
    // Σ 0.01·k for k = 1…10 000 = 500 050.
    expect(balanceOf(store.getState())).toBe(499_950);
    expect(took).toBeLessThan(200);
  });
});
