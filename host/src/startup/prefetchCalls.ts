import { canonicalJson, type LandingCall } from '@portal/api/remotes';
import { API_BASE_PATH } from '@portal/platform/src/constants';
import { answerReadToEnd } from '@portal/platform/src/http/answerReadToEnd';
import { productCallHeaders } from '@portal/platform/src/identity/startupBackendSession';

/**
 * Calls start-up makes before the code that needs their answers has arrived (decision 0050): the app's own start-up
 * reads (startupCalls.ts) and the landing page's first calls, which the cabinet declares in its manifest
 * (@portal/api/remotes' LandingCall). They go once the back end's session is open (spec §7: it comes first), and the
 * shared client hands each answer to the code's own call of the same method, address and body
 * (setPrefetchedAnswerSource). An answer nobody asks for within PREFETCHED_ANSWER_TTL_MS is dropped, so nothing shown comes
 * from here older than that. Reads, and the one write every signed-in start-up makes when it is due, the sign-in
 * record (signInRecordAtStartup.ts, decision 0051). Part of main.js: no zod.
 */

/** A call start-up makes early: a cabinet's declared landing call (reads only), or start-up's own sign-in record. */
export type PrefetchCall = LandingCall | { method: 'PUT'; path: string };

/** How long an early answer waits for the page to ask; later, the page asks afresh. */
export const PREFETCHED_ANSWER_TTL_MS = 30_000;

interface PrefetchedAnswer {
  /** `METHOD url`, and the canonical JSON body of a POST. */
  target: string;
  body: string;
  answer: Promise<Response>;
  sentAt: number;
}

let pending: PrefetchedAnswer[] = [];
/** The groups of calls already made (a group: the start-up reads, or one cabinet's landing calls). */
const sentGroups = new Set<string>();

/**
 * Makes the calls of `group` with `token`, once per group and page: the same requests the shared client would send
 * (credentials, `X-Requested-With`, the bearer; a POST's body as JSON). `priority` 'low' lets the browser serve
 * other requests first where connections are few (HTTP/1.1). Returns the answers, in the order of `calls` (none
 * when nothing was sent), for start-up to chain on; the code's own call still takes each answer.
 */
export function sendPrefetchCalls(
  group: string,
  calls: readonly PrefetchCall[],
  token: string | undefined,
  origin: string,
  { priority, send = fetch, now = Date.now }: { priority?: RequestPriority; send?: typeof fetch; now?: () => number } = {},
): Array<Promise<Response>> {
  if (!token || calls.length === 0 || sentGroups.has(group)) return [];
  sentGroups.add(group);
  return calls.map((call) => {
    const url = new URL(`${API_BASE_PATH}${call.path}`, origin).toString();
    const withBody = call.method === 'POST' && 'body' in call && call.body !== undefined;
    // Read to its end at once, whoever takes the answer (the sign-in record's is empty) or none within the time:
    // the browser would cancel the request otherwise (decision 0065).
    const answer = send(url, {
      method: call.method,
      credentials: 'include',
      headers: { ...productCallHeaders(token), ...(withBody ? { 'Content-Type': 'application/json' } : {}) },
      ...(withBody ? { body: JSON.stringify(call.body) } : {}),
      ...(priority ? { priority } : {}),
    }).then(answerReadToEnd);
    // Until the code takes it, a failure must not surface as an unhandled rejection.
    answer.catch(() => undefined);
    pending.push({ target: `${call.method} ${url}`, body: withBody ? canonicalJson(call.body) : '', answer, sentAt: now() });
    return answer;
  });
}

/** The canonical JSON of a request's body, '' without one, null when it is not JSON (then nothing matches). */
async function bodyOf(request: Request): Promise<string | null> {
  const text = await request.clone().text();
  if (!text) return '';
  try {
    return canonicalJson(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The early answer to `request` (same method, address and JSON body), handed over once; undefined when there is
 * none, when it is older than PREFETCHED_ANSWER_TTL_MS, or when the early call failed (the code then asks itself).
 */
export async function takePrefetchedAnswer(request: Request, now: () => number = Date.now): Promise<Response | undefined> {
  pending = pending.filter((entry) => now() - entry.sentAt <= PREFETCHED_ANSWER_TTL_MS);
  const target = `${request.method.toUpperCase()} ${request.url}`;
  // A body is read only when an answer waits at this address (never an upload's).
  if (!pending.some((entry) => entry.target === target)) return undefined;
  const body = await bodyOf(request);
  const index = pending.findIndex((entry) => entry.target === target && entry.body === body);
  if (index < 0) return undefined;
  const [entry] = pending.splice(index, 1);
  try {
    return await entry!.answer;
  } catch {
    return undefined;
  }
}

/** Forgets every early call (tests). */
export function resetPrefetchCalls(): void {
  pending = [];
  sentGroups.clear();
}
