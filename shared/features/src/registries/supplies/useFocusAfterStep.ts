import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useUiState } from '@portal/platform';
import { CHECK_ERRORS_ID, focusTargetsAfter, REGISTRY_STATUS_ID, type FinishedStep, type FocusTarget } from '../rules/focusAfterStep';

/** How long the page may take to show the next step's controls after a step (the detail reloads first). */
const SETTLE_MS = 2000;

function elementOf(toolbar: HTMLElement | null, target: FocusTarget): HTMLElement | null {
  if (target === 'status') return document.getElementById(REGISTRY_STATUS_ID);
  if (target === 'checkErrors') return document.getElementById(CHECK_ERRORS_ID);
  const button = toolbar?.querySelector<HTMLButtonElement>(`[data-focus-key="${target}"]`) ?? null;
  return button && !button.disabled && !button.hasAttribute('data-loading') ? button : null;
}

/**
 * Moves focus after a registry step (rules/focusAfterStep). `version` names what the page shows (status and
 * documents); a step that changes it (`from`, the version when the step began) waits for the page to show the change
 * before it picks the target, so focus never lands on a button about to disappear. It also waits for the loading
 * dialogs to close: they hold focus while open and, closing, hand it back to the button that started the step, which
 * may be gone by then (focus would fall to the page's top). Without a target in SETTLE_MS after the loaders close,
 * focus goes to the status. `targetNow` is for a closing dialog: where focus may go right now, never nowhere.
 */
export function useFocusAfterStep(toolbar: RefObject<HTMLElement | null>, version: string) {
  const pending = useRef<{ step: FinishedStep; from: string | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const versionRef = useRef(version);
  versionRef.current = version;
  const loading = useUiState((state) => state.loader.show || state.percentLoader.show);
  const loadingRef = useRef(loading);
  loadingRef.current = loading;

  const preferred = useCallback(
    (step: FinishedStep) => focusTargetsAfter(step).map((target) => elementOf(toolbar.current, target)).find((element) => element !== null) ?? null,
    [toolbar],
  );

  const settle = useCallback(() => {
    const waiting = pending.current;
    if (!waiting || loadingRef.current || (waiting.from !== null && waiting.from === versionRef.current)) return;
    // The page shows the step's outcome: with none of the next controls on it, the status is what comes next.
    const element = preferred(waiting.step) ?? (waiting.from !== null ? document.getElementById(REGISTRY_STATUS_ID) : null);
    if (!element) return;
    element.focus();
    pending.current = null;
    if (timer.current) clearTimeout(timer.current);
  }, [preferred]);

  // After every render (the page shows the step's outcome) and once a loading dialog has closed and let focus go.
  useEffect(() => {
    if (loading) return undefined;
    const next = setTimeout(settle);
    return () => clearTimeout(next);
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** `from`: the version when the step began, for a step that changes the page; null for one that does not. */
  const after = useCallback(
    (step: FinishedStep, from: string | null) => {
      pending.current = { step, from };
      const giveUp = () => {
        if (!pending.current) return;
        // A loading dialog still open keeps focus; the wait starts again once it has closed.
        if (loadingRef.current) {
          timer.current = setTimeout(giveUp, SETTLE_MS);
          return;
        }
        const element = pending.current.from === versionRef.current ? null : preferred(pending.current.step);
        pending.current = null;
        (element ?? document.getElementById(REGISTRY_STATUS_ID))?.focus();
      };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(giveUp, SETTLE_MS);
      settle();
    },
    [preferred, settle],
  );

  const targetNow = useCallback((step: FinishedStep) => preferred(step) ?? document.getElementById(REGISTRY_STATUS_ID), [preferred]);
  return { after, targetNow, version: () => versionRef.current };
}
