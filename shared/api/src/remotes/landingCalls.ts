/**
 * The first calls of a cabinet's landing page, as the cabinet declares them (its package.json,
 * `portal.cabinet.landing.calls`; the build copies them into mf-manifest.json's `metaData.landingPage.calls`). The
 * host makes them while the cabinet's code is still on its way, and the cabinet's own calls take the answers
 * (decision 0050). A manifest is not trusted with the user's bearer (issue 52, decision 0054): a declared call is
 * only a name looked up in LANDING_READS, the reads the host knows, and the host sends its own entry's method and
 * path; a POST's body is a flat JSON filter. Anything else is dropped. No zod: main.js reads them.
 */
export interface LandingCall {
  method: 'GET' | 'POST';
  /** Below /api/, no leading slash (`lkk/events/critical`). */
  path: string;
  /** The JSON body of a POST, as the page sends it; none when the page sends none. */
  body?: unknown;
}

/**
 * Every call a landing page may have made early, by its name `METHOD path`: the reads of spec §7 (and the beyond-spec
 * new-events reads, decision 0004) that a cabinet page makes first and that take no path parameter, and the list
 * POSTs that only read (each with its filter as the body). A write is never here: a call made for nothing (the user
 * went elsewhere) must change nothing.
 */
export const LANDING_READS: ReadonlySet<string> = new Set([
  'POST getAlertStatus',
  ...['lkk', 'lkd'].flatMap((cabinet) => ['new', 'critical', 'status', 'categories'].map((list) => `GET ${cabinet}/events/${list}`)),
  'GET lkk/dashboard/eventGroups',
  'GET lkk/dict/debtors',
  'GET lkp/dict/contract-facts',
  'GET lka/dict/contract-facts',
  'GET certificate/all',
  'GET vicarious/all',
  'GET documentTemplate',
  'GET workCalendar',
  'GET edm/type',
  'POST registries',
  'POST lka/registries',
  'POST lkd/registries',
  'POST lkk/events',
  'POST lkd/events',
  'POST edm/all',
  'POST lkd/reward-debtor/rewards/all',
  'POST lka/reward-agent/rewards/all',
]);

/** The one POST of the list sent without a body; every other takes a list's filter. */
const BODILESS_POST = 'POST getAlertStatus';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilterValue = (value: unknown): boolean => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A list's filter: one flat JSON object of a few plain values (sorting, paging, categories). */
const MAX_FILTER_FIELDS = 20;
const isFilter = (value: unknown): value is Record<string, unknown> =>
  isPlainObject(value) && Object.keys(value).length <= MAX_FILTER_FIELDS && Object.values(value).every(isFilterValue);

/** The host's own call for one declared landing call, or null when it is not a read the host knows. */
export function knownLandingRead(declared: unknown): LandingCall | null {
  if (!isPlainObject(declared) || typeof declared.method !== 'string' || typeof declared.path !== 'string') return null;
  const name = `${declared.method} ${declared.path}`;
  if (!LANDING_READS.has(name)) return null;
  // The host's own strings from here on, never the manifest's.
  const [method, path] = [...LANDING_READS].find((read) => read === name)!.split(' ') as ['GET' | 'POST', string];
  if (!('body' in declared)) return { method, path };
  return method === 'POST' && name !== BODILESS_POST && isFilter(declared.body) ? { method, path, body: declared.body } : null;
}

/** The declared calls the host makes: each known read once, in the declared order; unknown entries are dropped. */
export function knownLandingReads(declared: unknown): LandingCall[] {
  if (!Array.isArray(declared)) return [];
  return declared.flatMap((entry) => {
    const call = knownLandingRead(entry);
    return call ? [call] : [];
  });
}

/** The declared calls the host would not make (a build refuses a cabinet that declares one). */
export function unknownLandingCalls(declared: readonly unknown[]): unknown[] {
  return declared.filter((entry) => knownLandingRead(entry) === null);
}

/** The same JSON value whatever the order of its keys, so a body sent by the page matches the declared one. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
