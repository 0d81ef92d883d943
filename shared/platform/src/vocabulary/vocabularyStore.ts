import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** The Russian vocabulary of GET i18n (key → text), empty until loaded. */
export const vocabularyStore = createStore<Record<string, string>>()(() => ({}));

export function setVocabulary(vocabulary: Record<string, string>): void {
  vocabularyStore.setState(vocabulary, true);
}

/** The vocabulary's text for `key`, or `fallback` while the vocabulary is not loaded or lacks it. */
export function vocabularyText(key: string, fallback: string): string {
  const text = vocabularyStore.getState()[key];
  return typeof text === 'string' && text.trim() !== '' ? text : fallback;
}

/** React hook: the vocabulary's text for `key`, re-rendering when the vocabulary arrives. */
export function useVocabularyText(key: string, fallback: string): string {
  const text = useStore(vocabularyStore, (state) => state[key]);
  return typeof text === 'string' && text.trim() !== '' ? text : fallback;
}
