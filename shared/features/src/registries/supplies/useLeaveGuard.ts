import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@portal/ui/router';

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
 * beforeunload question, an in-app link (the list link, the side menu, the header) through ours. The host's router
 * is a BrowserRouter, not a data router, so react-router's useBlocker is not available: links are caught on the
 * window in the capture phase, before the router's own click handler. The browser's Back button is not caught.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event, current);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [dirty, current]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    if (pending !== null) navigate(pending);
    setPending(null);
  }, [navigate, pending]);
  return { pending, stay, leave };
}
