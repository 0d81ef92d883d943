/**
 * How many requests of a page load had to wait for one another: the longest chain of requests each starting only
 * after the one before it ended. On a slow link every link of such a chain costs at least one round trip, whatever
 * the bytes, so this depth (not the request count) is what a distant or mobile user feels. Used by the browser test
 * that guards the sign-in chain and by the bench's "round trips" section (docs/performance.md).
 */
export interface TimedRequest {
  url: string;
  /** When the request was sent, in ms on any one clock shared by all requests. */
  start: number;
  /** When its answer was complete (or failed), same clock. */
  end: number;
}

/** The longest chain r1 → r2 → … with r(i+1).start ≥ r(i).end, first to last; empty for no requests. */
export function longestRequestChain(requests: readonly TimedRequest[]): TimedRequest[] {
  const byEnd = [...requests].sort((a, b) => a.end - b.end);
  // depth[i]: the longest chain ending with byEnd[i]; before[i]: the request before it in that chain.
  const depth: number[] = [];
  const before: number[] = [];
  byEnd.forEach((request, index) => {
    depth[index] = 1;
    before[index] = -1;
    for (let earlier = 0; earlier < index; earlier += 1) {
      if (byEnd[earlier]!.end <= request.start && depth[earlier]! + 1 > depth[index]!) {
        depth[index] = depth[earlier]! + 1;
        before[index] = earlier;
      }
    }
  });
  let last = -1;
  depth.forEach((value, index) => {
    if (last === -1 || value > depth[last]!) last = index;
  });
  const chain: TimedRequest[] = [];
  for (let at = last; at !== -1; at = before[at]!) chain.unshift(byEnd[at]!);
  return chain;
}

/** The depth of the chain: how many requests waited one for another. */
export function requestChainDepth(requests: readonly TimedRequest[]): number {
  return longestRequestChain(requests).length;
}

/** Elapsed time as round trips of the emulated latency (time ÷ latency), one decimal. */
export function roundTrips(elapsedMs: number, latencyMs: number): number {
  return Math.round((elapsedMs / latencyMs) * 10) / 10;
}
