import type { CDPSession, Page } from '@playwright/test';

/** A product call (below /api/) as the browser's network panel lists it, and how it ended so far. */
export interface LoggedCall {
  /** `METHOD /api/path`. */
  call: string;
  outcome: 'open' | 'finished' | 'failed';
  /** The browser's reason for a failed one (net::ERR_ABORTED for a cancelled one). */
  errorText?: string;
}

interface WillBeSent {
  requestId: string;
  request: { url: string; method: string };
  redirectResponse?: unknown;
}

/**
 * Records the page's product calls from the DevTools protocol, as the network panel shows them: one entry per request
 * the browser sent (a preflight or a redirect hop is not a call of its own), finished, failed or still open.
 * `settleUnreadAnswers` collects the page's garbage: Chromium cancels a request whose answer's body nobody read once
 * the answer is collected, so after it no request is left open only because nobody looked at it (decision 0065).
 */
export async function recordProductCalls(page: Page): Promise<{ cdp: CDPSession; calls: () => LoggedCall[]; settleUnreadAnswers: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, LoggedCall>();
  const order: LoggedCall[] = [];
  cdp.on('Network.requestWillBeSent', (event: WillBeSent) => {
    const url = new URL(event.request.url);
    if (!url.pathname.startsWith('/api/') || event.redirectResponse || byId.has(event.requestId)) return;
    const entry: LoggedCall = { call: `${event.request.method} ${url.pathname}`, outcome: 'open' };
    byId.set(event.requestId, entry);
    order.push(entry);
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string }) => {
    const entry = byId.get(event.requestId);
    if (entry) entry.outcome = 'finished';
  });
  cdp.on('Network.loadingFailed', (event: { requestId: string; errorText: string }) => {
    const entry = byId.get(event.requestId);
    if (entry) Object.assign(entry, { outcome: 'failed', errorText: event.errorText });
  });
  return {
    cdp,
    calls: () => order.map((entry) => ({ ...entry })),
    settleUnreadAnswers: async () => {
      await cdp.send('HeapProfiler.collectGarbage');
    },
  };
}
