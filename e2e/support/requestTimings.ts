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
 * before it could ask for the next address. A request the browser answered from its own cache (memory, disk,
 * preload) crossed no network and costs no round trip: it is left out. `stop()` returns what was sent until
 * then; a request still open ends at that moment.
 */
export async function recordRequestTimings(page: Page): Promise<{ cdp: CDPSession; stop: () => Promise<TimedRequest[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const open = new Map<string, { url: string; start: number }>();
  // Each hop with the protocol's request id (the hops of a redirect share one).
  const done: Array<TimedRequest & { id: string }> = [];
  const cached = new Set<string>();
  let last = 0;
  const onSent = (event: WillBeSent) => {
    const at = event.timestamp * 1000;
    last = Math.max(last, at);
    const previous = open.get(event.requestId);
    if (previous && event.redirectResponse) done.push({ ...previous, id: event.requestId, end: at });
    open.set(event.requestId, { url: event.request.url, start: at });
  };
  const onEnd = (event: Finished) => {
    const at = event.timestamp * 1000;
    last = Math.max(last, at);
    const request = open.get(event.requestId);
    if (!request) return;
    open.delete(event.requestId);
    done.push({ ...request, id: event.requestId, end: at });
  };
  const onCached = (event: { requestId: string }) => cached.add(event.requestId);
  const onResponse = (event: { requestId: string; response: { fromDiskCache?: boolean; fromPrefetchCache?: boolean } }) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) cached.add(event.requestId);
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.requestServedFromCache', onCached);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onEnd);
  cdp.on('Network.loadingFailed', onEnd);
  return {
    cdp,
    stop: async () => {
      cdp.off('Network.requestWillBeSent', onSent);
      cdp.off('Network.loadingFinished', onEnd);
      cdp.off('Network.loadingFailed', onEnd);
      cdp.off('Network.requestServedFromCache', onCached);
      cdp.off('Network.responseReceived', onResponse);
      const stillOpen = [...open.entries()].map(([id, request]) => ({ ...request, id, end: Math.max(last, request.start) }));
      // A redirect hop's own answer came from the network even when the last hop's came from the cache.
      const hops = [...done, ...stillOpen];
      const fromNetwork = hops.filter((hop, index) => !cached.has(hop.id) || hops.slice(index + 1).some((later) => later.id === hop.id));
      return fromNetwork.map(({ url, start, end }) => ({ url, start, end }));
    },
  };
}

/** The slow link of docs/performance.md, "Round trips": 400 ms a round trip, 10 Mbit/s each way. */
export const SLOW_LINK = { latency: 400, throughput: (10 * 1024 * 1024) / 8 } as const;

/**
 * Emulates the slow link for the page (frames of its process included) through the DevTools protocol: every
 * request then costs at least a round trip, so a request that merely happens to start after another (script work
 * in between) no longer looks like one that waited for it.
 */
export async function emulateSlowLink(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_LINK.latency,
    downloadThroughput: SLOW_LINK.throughput,
    uploadThroughput: SLOW_LINK.throughput,
  });
}
