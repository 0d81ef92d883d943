import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@portal/ui/router';

/** What the pending question is about: an in-app path a link goes to, or the browser's Back. */
export type LeaveTarget = { kind: 'link'; to: string } | { kind: 'back' };

/** Marks the history entry the guard adds on top of the page's own (a copy of it, same address). */
const GUARD_MARK = 'portalLeaveGuard';

function isGuardEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[GUARD_MARK] === true;
}

/** The in-app path an anchor click goes to, or null when the click is not an in-app navigation to another page. */
function inAppTarget(event: MouseEvent, current: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return to === current ? null : to;
}

/**
 * While `dirty`, leaving the page asks first (issue 24): closing or reloading the tab through the browser's own
 * beforeunload question, an in-app link (the list link, the side menu, the header) and the browser's Back through ours.
 *
 * The host's router is a BrowserRouter, not a data router, so react-router's useBlocker is not available. Links are
 * caught on the window in the capture phase, before the router's own click handler. Back is caught with a copy of
 * the page's history entry pushed on top of it once there is something to lose (after the user's own click, so the
 * browser does not skip it): Back lands on the page's own entry, same address, and the question is asked there;
 * «Уйти без сохранения» goes back once more, staying pushes the copy again. When nothing is left to lose, a Back onto
 * the page's own entry carries on to the previous page, so the copy never costs the user an extra press.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;
  const [pending, setPending] = useState<LeaveTarget | null>(null);
  // Whether the guard's copy is the current history entry (a remount on it, e.g. after Back from another page, too).
  const onGuardEntry = useRef(isGuardEntry(window.history.state));
  const dirtyNow = useRef(dirty);
  const leaving = useRef(false);
  dirtyNow.current = dirty;

  useEffect(() => {
    if (!dirty || onGuardEntry.current) return;
    window.history.pushState({ ...(window.history.state as object | null), [GUARD_MARK]: true }, '', window.location.href);
    onGuardEntry.current = true;
  }, [dirty]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      if (leaving.current) return;
      const wasOnGuardEntry = onGuardEntry.current;
      onGuardEntry.current = isGuardEntry(event.state);
      // Only a Back from the copy lands here on the page's own entry; anything else the router handles.
      if (!wasOnGuardEntry || onGuardEntry.current) return;
      if (dirtyNow.current) setPending({ kind: 'back' });
      else window.history.back();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // «Уйти без сохранения» on Back to a page outside the portal: the user has answered already.
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event, current);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', to });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [dirty, current]);

  const stay = useCallback(() => {
    if (pending?.kind === 'back' && !onGuardEntry.current) {
      window.history.pushState({ ...(window.history.state as object | null), [GUARD_MARK]: true }, '', window.location.href);
      onGuardEntry.current = true;
    }
    setPending(null);
  }, [pending]);

  const leave = useCallback(() => {
    if (pending?.kind === 'back') {
      leaving.current = true;
      window.history.back();
    } else if (pending?.kind === 'link') {
      // The copy is replaced by the next page, so Back from there returns to this page in one press.
      navigate(pending.to, { replace: onGuardEntry.current });
    }
    setPending(null);
  }, [navigate, pending]);
  return { pending, stay, leave };
}
