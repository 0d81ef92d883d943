import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Local storage key of the user's own theme choice ('dark' or 'light'); absent → the server's schema decides. */
export const THEME_CHOICE_KEY = 'portal.theme';

export type ThemeChoice = 'dark' | 'light' | null;

function readChoice(): ThemeChoice {
  try {
    const value = window.localStorage.getItem(THEME_CHOICE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

/** The user's theme choice, read from local storage when the page starts. */
export const themeChoiceStore = createStore<{ choice: ThemeChoice }>()(() => ({ choice: readChoice() }));

/** 'Включить темную тему': remembers the choice across reloads. */
export function setDarkTheme(dark: boolean): void {
  const choice = dark ? 'dark' : 'light';
  window.localStorage.setItem(THEME_CHOICE_KEY, choice);
  themeChoiceStore.setState({ choice });
}

/** Re-reads local storage (tests; another sign-in in the same page). */
export function reloadThemeChoice(): void {
  themeChoiceStore.setState({ choice: readChoice() });
}

export function useThemeChoice(): ThemeChoice {
  return useStore(themeChoiceStore, (state) => state.choice);
}
