import type { CDPSession, Page } from '@playwright/test';
import type { TimedRequest } from '../../scripts/requestChain';

interface WillBeSent {
  requestId: string;
  timestamp: number;
  request: { url: string };
  redirectResponse?: unknown;
}
interface Finished {
  requestId: string;
  timestamp: number;
}

/**
 * Records every request of the page from the DevTools protocol with its start and end (ms on the protocol's
 * monotonic clock). Each hop of a redirect is a request of its own: the browser had to wait for the redirect
 * before it could ask for the next address. `stop()` returns what was sent until then; a request still open
 * ends at that moment.
 */
export async function recordRequestTimings(page: Page): Promise<{ cdp: CDPSession; stop: () => Promise<TimedRequest[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const open = new Map<string, { url: string; start: number }>();
  const done: TimedRequest[] = [];
  let last = 0;
  const onSent = (event: WillBeSent) => {
    const at = event.timestamp * 1000;
    last = Math.max(last, at);
    const previous = open.get(event.requestId);
    if (previous && event.redirectResponse) done.push({ ...previous, end: at });
    open.set(event.requestId, { url: event.request.url, start: at });
  };
  const onEnd = (event: Finished) => {
    const at = event.timestamp * 1000;
    last = Math.max(last, at);
    const request = open.get(event.requestId);
    if (!request) return;
    open.delete(event.requestId);
    done.push({ ...request, end: at });
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.loadingFinished', onEnd);
  cdp.on('Network.loadingFailed', onEnd);
  return {
    cdp,
    stop: async () => {
      cdp.off('Network.requestWillBeSent', onSent);
      cdp.off('Network.loadingFinished', onEnd);
      cdp.off('Network.loadingFailed', onEnd);
      return [...done, ...[...open.values()].map((request) => ({ ...request, end: Math.max(last, request.start) }))];
    },
  };
}
