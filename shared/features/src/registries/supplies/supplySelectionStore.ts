import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Supply } from '@portal/api';
import { fromKopecks, toKopecks } from '../rules/financingBalance';
import { inRegistryOnLoad, invalidFirst, preselectedForFinancing } from '../rules/supplySelection';

/** The two choices of a supply: into the registry (for the factor) and to financing. */
export type SelectionColumn = 'registry' | 'financing';

export interface SupplySelectionState {
  /** Supplies in display order (invalid first). */
  rows: readonly Supply[];
  /** One byte per row and column: 10 000 flags without 10 000 React states; replaced (not mutated) on change. */
  registry: Uint8Array;
  /** Only ever set where `registry` is: a supply is financed only from inside the registry (decision 0020). */
  financing: Uint8Array;
  counts: Record<SelectionColumn, number>;
  /** Σ supplyAmount of the rows chosen for financing, in kopecks, kept up to date on every change. */
  financedKopecks: number;
  /** The registry's alllimit in kopecks; null when the server sent none (no balance then). */
  limitKopecks: number | null;
  /** Where the last plain tick was, per column: the start of a shift range. */
  anchor: Record<SelectionColumn, number | null>;
  fundingDate: string;
  /**
   * The funding date field holds text that is not a date it accepts (its error shows, or will when it is left): the
   * registry is not generated then, as it would go with the last accepted date or none.
   */
  fundingDateInvalid: boolean;
  /** Whether the ticks or the funding date differ from what the server last saved (by generate). */
  dirty: boolean;
}

export interface SupplySelectionActions {
  /** A tick on row `index`; with `range` every row from the anchor to it takes the new value. */
  toggle(column: SelectionColumn, index: number, range?: boolean): void;
  setAll(column: SelectionColumn, value: boolean, only?: (supply: Supply) => boolean): void;
  setFundingDate(value: string): void;
  setFundingDateInvalid(invalid: boolean): void;
  chosenIds(column: SelectionColumn): Supply['id'][];
  /** `sent` (by default the current choice) is what the server has now: generate saved it. */
  markSaved(sent?: Pick<SupplySelectionState, 'registry' | 'financing' | 'fundingDate'>): void;
}

export type SupplySelectionStore = StoreApi<SupplySelectionState & SupplySelectionActions>;

function amounts(rows: readonly Supply[]): Float64Array {
  const out = new Float64Array(rows.length);
  rows.forEach((row, index) => (out[index] = toKopecks(row.supplyAmount)));
  return out;
}

function sameFlags(a: Uint8Array, b: Uint8Array): boolean {
  for (let at = 0; at < a.length; at += 1) if (a[at] !== b[at]) return false;
  return true;
}

/** Balance in roubles: the registry's limit minus what is chosen for financing; null without a limit. */
export function balanceOf(state: Pick<SupplySelectionState, 'limitKopecks' | 'financedKopecks'>): number | null {
  return state.limitKopecks === null ? null : fromKopecks(state.limitKopecks - state.financedKopecks);
}

/** A choice not yet saved, carried from a store over a reloaded list (by supply id, as text). */
export interface CarriedChoice {
  registry: ReadonlySet<string>;
  financing: ReadonlySet<string>;
  fundingDate: string;
}

/** The unsaved choice of a store, or null when it has none to carry. */
export function unsavedChoiceOf(state: SupplySelectionState & SupplySelectionActions): CarriedChoice | null {
  if (!state.dirty) return null;
  return { registry: new Set(state.chosenIds('registry').map(String)), financing: new Set(state.chosenIds('financing').map(String)), fundingDate: state.fundingDate };
}

/**
 * A store per opened registry, preselected by spec §5 and ordered by spec §4. With `carried`, the user's unsaved
 * choice is kept over a reloaded list (supplies no longer there drop out); what the server saved stays the baseline.
 */
export function createSupplySelectionStore(supplies: readonly Supply[], alllimit: number | null, fundingDate = '', carried: CarriedChoice | null = null): SupplySelectionStore {
  const rows = invalidFirst(supplies);
  const kopecks = amounts(rows);
  const registry = new Uint8Array(rows.length);
  const financing = new Uint8Array(rows.length);
  let financedKopecks = 0;
  let registryCount = 0;
  let financingCount = 0;
  rows.forEach((row, index) => {
    if (inRegistryOnLoad(row)) {
      registry[index] = 1;
      registryCount += 1;
    }
    if (preselectedForFinancing(row)) {
      financing[index] = 1;
      financingCount += 1;
      financedKopecks += kopecks[index]!;
    }
  });
  let saved: { registry: Uint8Array; financing: Uint8Array; fundingDate: string } = { registry, financing, fundingDate };
  let current = { registry, financing, fundingDate, registryCount, financingCount, financedKopecks, dirty: false };
  if (carried) {
    const chosen = new Uint8Array(rows.length);
    const financed = new Uint8Array(rows.length);
    let chosenCount = 0;
    let financedCount = 0;
    let financedSum = 0;
    rows.forEach((row, index) => {
      if (!carried.registry.has(String(row.id))) return;
      chosen[index] = 1;
      chosenCount += 1;
      if (carried.financing.has(String(row.id))) {
        financed[index] = 1;
        financedCount += 1;
        financedSum += kopecks[index]!;
      }
    });
    const dirty = carried.fundingDate !== fundingDate || !sameFlags(chosen, registry) || !sameFlags(financed, financing);
    current = { registry: chosen, financing: financed, fundingDate: carried.fundingDate, registryCount: chosenCount, financingCount: financedCount, financedKopecks: financedSum, dirty };
  }

  return createStore<SupplySelectionState & SupplySelectionActions>()((set, get) => {
    /** Sets the flags (and what follows from them) and whether they now differ from the saved choice. */
    const commit = (change: Partial<SupplySelectionState>) => {
      const next = { ...get(), ...change };
      const dirty = next.fundingDate !== saved.fundingDate || !sameFlags(next.registry, saved.registry) || !sameFlags(next.financing, saved.financing);
      set({ ...change, dirty });
    };

    return {
      rows,
      registry: current.registry,
      financing: current.financing,
      counts: { registry: current.registryCount, financing: current.financingCount },
      financedKopecks: current.financedKopecks,
      limitKopecks: alllimit === null ? null : toKopecks(alllimit),
      anchor: { registry: null, financing: null },
      fundingDate: current.fundingDate,
      fundingDateInvalid: false,
      dirty: current.dirty,

      toggle(column, index, range = false) {
        const state = get();
        const flags = state[column].slice();
        const registryFlags = state.registry;
        // Financing is chosen only inside the registry: a tick outside it does nothing.
        if (column === 'financing' && !flags[index] && !registryFlags[index]) return;
        const value = flags[index] ? 0 : 1;
        const anchor = state.anchor[column];
        const start = range && anchor !== null ? Math.min(anchor, index) : index;
        const end = range && anchor !== null ? Math.max(anchor, index) : index;
        let count = state.counts[column];
        let financed = state.financedKopecks;
        let financingFlags = state.financing;
        let financingCount = state.counts.financing;
        for (let at = start; at <= end; at += 1) {
          if (flags[at] === value) continue;
          if (column === 'financing' && value && !registryFlags[at]) continue;
          flags[at] = value;
          count += value ? 1 : -1;
          if (column === 'financing') financed += value ? kopecks[at]! : -kopecks[at]!;
          if (column === 'registry' && !value && financingFlags[at]) {
            // Leaving the registry leaves financing too.
            if (financingFlags === state.financing) financingFlags = financingFlags.slice();
            financingFlags[at] = 0;
            financingCount -= 1;
            financed -= kopecks[at]!;
          }
        }
        const counts = column === 'registry' ? { registry: count, financing: financingCount } : { ...state.counts, financing: count };
        commit({ [column]: flags, ...(column === 'registry' ? { financing: financingFlags } : {}), counts, financedKopecks: financed, anchor: { ...state.anchor, [column]: index } });
      },

      setAll(column, value, only) {
        const state = get();
        const flags = new Uint8Array(rows.length);
        let count = 0;
        let financed = 0;
        for (let at = 0; at < rows.length; at += 1) {
          if (!value || (only && !only(rows[at]!))) continue;
          if (column === 'financing' && !state.registry[at]) continue;
          flags[at] = 1;
          count += 1;
          financed += kopecks[at]!;
        }
        if (column === 'financing') {
          commit({ financing: flags, counts: { ...state.counts, financing: count }, financedKopecks: financed, anchor: { ...state.anchor, financing: null } });
          return;
        }
        // The registry column: financing keeps only the rows still in the registry.
        const financingFlags = state.financing.slice();
        let financingCount = 0;
        let financedKopecks = 0;
        for (let at = 0; at < rows.length; at += 1) {
          if (!flags[at]) financingFlags[at] = 0;
          if (financingFlags[at]) {
            financingCount += 1;
            financedKopecks += kopecks[at]!;
          }
        }
        commit({ registry: flags, financing: financingFlags, counts: { registry: count, financing: financingCount }, financedKopecks, anchor: { ...state.anchor, registry: null } });
      },

      setFundingDate(value) {
        commit({ fundingDate: value });
      },

      setFundingDateInvalid(invalid) {
        if (get().fundingDateInvalid !== invalid) set({ fundingDateInvalid: invalid });
      },

      chosenIds(column) {
        const flags = get()[column];
        const ids: Supply['id'][] = [];
        for (let at = 0; at < rows.length; at += 1) if (flags[at]) ids.push(rows[at]!.id);
        return ids;
      },

      markSaved(sent = get()) {
        saved = { registry: sent.registry, financing: sent.financing, fundingDate: sent.fundingDate };
        commit({});
      },
    };
  });
}
