import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../kit/router';
import { useBackGuard } from './useBackGuard';

/** What the pending question is about: an in-app path a link goes to, or the browser's Back. */
export type LeaveTarget = { kind: 'link'; to: string } | { kind: 'back' };

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
 * While `dirty`, leaving the page asks first (decision 0019): closing or reloading the tab through the browser's own
 * beforeunload question, an in-app link (the list link, the side menu, the header) and the browser's Back
 * (useBackGuard) through ours. Links are caught on the window in the capture phase, before the router's own click
 * handler.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;
  const back = useBackGuard(dirty, { unload: true });
  const [link, setLink] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event, current);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLink(to);
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [dirty, current]);

  const pending: LeaveTarget | null = back.asked ? { kind: 'back' } : link !== null ? { kind: 'link', to: link } : null;

  const stay = useCallback(() => {
    if (back.asked) back.stay();
    setLink(null);
  }, [back]);

  const leave = useCallback(() => {
    if (back.asked) back.leave();
    // The copy is replaced by the next page, so Back from there returns to this page in one press.
    else if (link !== null) navigate(link, { replace: back.onGuardEntry() });
    setLink(null);
  }, [back, link, navigate]);
  return { pending, stay, leave };
}
