import { useStore } from 'zustand';
import { uiStore } from './uiStore';
import type { UiState } from './uiState';

/** React hook over the UI state store; re-renders when the selected slice changes. */
export function useUiState<T>(selector: (state: UiState) => T): T {
  return useStore(uiStore, selector);
}
