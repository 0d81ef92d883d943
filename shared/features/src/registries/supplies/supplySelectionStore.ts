import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Supply } from '@portal/api';
import { fromKopecks, toKopecks } from '../rules/financingBalance';
import { invalidFirst, preselectedForFinancing, preselectedForRegistry } from '../rules/supplySelection';

/** The two choices of a supply: into the registry (for the factor) and to financing. */
export type SelectionColumn = 'registry' | 'financing';

export interface SupplySelectionState {
  /** Supplies in display order (invalid first). */
  rows: readonly Supply[];
  /** One byte per row and column: 10 000 flags without 10 000 React states; replaced (not mutated) on change. */
  registry: Uint8Array;
  financing: Uint8Array;
  counts: Record<SelectionColumn, number>;
  /** Σ supplyAmount of the rows chosen for financing, in kopecks, kept up to date on every change. */
  financedKopecks: number;
  limitKopecks: number;
  /** Where the last plain tick was, per column: the start of a shift range. */
  anchor: Record<SelectionColumn, number | null>;
  fundingDate: string;
}

export interface SupplySelectionActions {
  /** A tick on row `index`; with `range` every row from the anchor to it takes the new value. */
  toggle(column: SelectionColumn, index: number, range?: boolean): void;
  setAll(column: SelectionColumn, value: boolean, only?: (supply: Supply) => boolean): void;
  setFundingDate(value: string): void;
  chosenIds(column: SelectionColumn): Supply['id'][];
}

export type SupplySelectionStore = StoreApi<SupplySelectionState & SupplySelectionActions>;

function amounts(rows: readonly Supply[]): Float64Array {
  const out = new Float64Array(rows.length);
  rows.forEach((row, index) => (out[index] = toKopecks(row.supplyAmount)));
  return out;
}

/** Balance in roubles: the registry's limit minus what is chosen for financing. */
export function balanceOf(state: Pick<SupplySelectionState, 'limitKopecks' | 'financedKopecks'>): number {
  return fromKopecks(state.limitKopecks - state.financedKopecks);
}

/** A store per opened registry, preselected by spec §5 and ordered by spec §4. */
export function createSupplySelectionStore(supplies: readonly Supply[], alllimit: number | null, fundingDate = ''): SupplySelectionStore {
  const rows = invalidFirst(supplies);
  const kopecks = amounts(rows);
  const registry = new Uint8Array(rows.length);
  const financing = new Uint8Array(rows.length);
  let financedKopecks = 0;
  let registryCount = 0;
  let financingCount = 0;
  rows.forEach((row, index) => {
    if (preselectedForRegistry(row)) {
      registry[index] = 1;
      registryCount += 1;
    }
    if (preselectedForFinancing(row)) {
      financing[index] = 1;
      financingCount += 1;
      financedKopecks += kopecks[index]!;
    }
  });

  return createStore<SupplySelectionState & SupplySelectionActions>()((set, get) => ({
    rows,
    registry,
    financing,
    counts: { registry: registryCount, financing: financingCount },
    financedKopecks,
    limitKopecks: toKopecks(alllimit ?? 0),
    anchor: { registry: null, financing: null },
    fundingDate,

    toggle(column, index, range = false) {
      const state = get();
      const flags = state[column].slice();
      const value = flags[index] ? 0 : 1;
      const start = range && state.anchor[column] !== null ? Math.min(state.anchor[column]!, index) : index;
      const end = range && state.anchor[column] !== null ? Math.max(state.anchor[column]!, index) : index;
      let count = state.counts[column];
      let financed = state.financedKopecks;
      for (let at = start; at <= end; at += 1) {
        if (flags[at] === value) continue;
        flags[at] = value;
        count += value ? 1 : -1;
        if (column === 'financing') financed += value ? kopecks[at]! : -kopecks[at]!;
      }
      set({ [column]: flags, counts: { ...state.counts, [column]: count }, financedKopecks: financed, anchor: { ...state.anchor, [column]: index } });
    },

    setAll(column, value, only) {
      const state = get();
      const flags = new Uint8Array(rows.length);
      let count = 0;
      let financed = 0;
      for (let at = 0; at < rows.length; at += 1) {
        if (!value || (only && !only(rows[at]!))) continue;
        flags[at] = 1;
        count += 1;
        financed += kopecks[at]!;
      }
      set({ [column]: flags, counts: { ...state.counts, [column]: count }, ...(column === 'financing' ? { financedKopecks: financed } : {}), anchor: { ...state.anchor, [column]: null } });
    },

    setFundingDate(value) {
      set({ fundingDate: value });
    },

    chosenIds(column) {
      const flags = get()[column];
      const ids: Supply['id'][] = [];
      for (let at = 0; at < rows.length; at += 1) if (flags[at]) ids.push(rows[at]!.id);
      return ids;
    },
  }));
}
