/**
 * Answers the page's start-up asked for before the code that needs them had arrived (the host's landing calls,
 * decision 0050). The shared client asks the source before it sends a request: a request the source has an answer
 * for is answered with it, and then goes through the client's usual handling (the 401 rule, spec §8's failures) as
 * if it had just come back.
 */
export type PrefetchedAnswerSource = (request: Request) => Promise<Response | undefined>;

let source: PrefetchedAnswerSource | null = null;

/** Sets where early answers come from (the host, once at start); null forgets it. */
export function setPrefetchedAnswerSource(next: PrefetchedAnswerSource | null): void {
  source = next;
}

/** The early answer to `request`, if start-up has one. */
export function prefetchedAnswerTo(request: Request): Promise<Response | undefined> {
  return source ? source(request) : Promise.resolve(undefined);
}
