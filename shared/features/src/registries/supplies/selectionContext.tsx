import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { SupplySelectionActions, SupplySelectionState, SupplySelectionStore } from './supplySelectionStore';

const SelectionContext = createContext<SupplySelectionStore | null>(null);

export function SelectionProvider({ store, children }: { store: SupplySelectionStore; children: ReactNode }) {
  return <SelectionContext.Provider value={store}>{children}</SelectionContext.Provider>;
}

export function useSelectionStore(): SupplySelectionStore {
  const store = useContext(SelectionContext);
  if (!store) throw new Error('useSelection outside SelectionProvider');
  return store;
}

/** A slice of the selection: a row re-renders only when its own flag changes. */
export function useSelection<T>(selector: (state: SupplySelectionState & SupplySelectionActions) => T): T {
  return useStore(useSelectionStore(), selector);
}
