import { useCallback, useEffect, useRef, useState } from 'react';

/** The key, in a history entry's state, of the copy a guard adds on top of the page's own entry (same address). */
const GUARD_KEY = 'portalLeaveGuard';

/** Whether a history entry's state is the copy of the guard marked `mark`. */
export function isGuardEntry(state: unknown, mark: string | true): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[GUARD_KEY] === mark;
}

function pushGuardEntry(mark: string | true): void {
  window.history.pushState({ ...(window.history.state as object | null), [GUARD_KEY]: mark }, '', window.location.href);
}

export interface BackGuardOptions {
  /**
   * Tells this guard's copy from other guards' on the same page (a page's unsaved choice and a dialog's typed input
   * guard alike); `true` for a page's own guard (its copy outlives a remount on it).
   */
  mark?: string | true;
  /** Whether closing or reloading the tab asks too, through the browser's own question. */
  unload?: boolean;
}

export interface BackGuard {
  /** The browser's Back was pressed with something to lose: the caller asks. */
  asked: boolean;
  /** The answer «stay»: the copy is put back, so the next Back asks again. */
  stay: () => void;
  /** The answer «leave»: goes back once more, past the page's own entry. */
  leave: () => void;
  /** Whether the guard's copy is the current history entry (a link that leaves replaces it). */
  onGuardEntry: () => boolean;
}

/**
 * While `dirty`, the browser's Back asks first. The host's router is a BrowserRouter, not a data router, so
 * react-router's useBlocker is not available: a copy of the page's history entry is pushed on top of it once there
 * is something to lose (after the user's own input, so the browser does not skip it). Back lands on the page's own
 * entry, same address, and the caller asks there; «leave» goes back once more, «stay» pushes the copy again. When
 * nothing is left to lose, a Back onto the page's own entry carries on to the previous page, so the copy never costs
 * the user an extra press. Decisions 0019 (unsaved choices) and 0043 (dialogs with typed input).
 */
export function useBackGuard(dirty: boolean, { mark = true, unload = false }: BackGuardOptions = {}): BackGuard {
  const [asked, setAsked] = useState(false);
  // Whether the guard's copy is the current history entry (a remount on it, e.g. after Back from another page, too).
  const onGuardEntry = useRef(isGuardEntry(window.history.state, mark));
  const dirtyNow = useRef(dirty);
  const leaving = useRef(false);
  dirtyNow.current = dirty;

  useEffect(() => {
    if (!dirty || onGuardEntry.current) return;
    pushGuardEntry(mark);
    onGuardEntry.current = true;
  }, [dirty, mark]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const wasOnGuardEntry = onGuardEntry.current;
      onGuardEntry.current = isGuardEntry(event.state, mark);
      // The «leave» step has landed; the page may stay mounted (only its query changed), so the guard works again.
      if (leaving.current) {
        leaving.current = false;
        return;
      }
      // Only a Back from the copy lands here on the page's own entry; anything else the router handles.
      if (!wasOnGuardEntry || onGuardEntry.current) return;
      if (dirtyNow.current) setAsked(true);
      else window.history.back();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [mark]);

  useEffect(() => {
    if (!dirty || !unload) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // «Leave» on Back to a page outside the portal: the user has answered already.
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, unload]);

  const stay = useCallback(() => {
    if (!onGuardEntry.current) {
      pushGuardEntry(mark);
      onGuardEntry.current = true;
    }
    setAsked(false);
  }, [mark]);

  const leave = useCallback(() => {
    leaving.current = true;
    setAsked(false);
    window.history.back();
  }, []);

  const isOnGuardEntry = useCallback(() => onGuardEntry.current, []);
  return { asked, stay, leave, onGuardEntry: isOnGuardEntry };
}
