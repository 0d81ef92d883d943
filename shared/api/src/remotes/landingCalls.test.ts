import { canonicalJson, knownLandingReads, LANDING_READS, unknownLandingCalls } from './landingCalls';

const FILTER = { sortBy: 'create_date', sortDesc: true, page: 0, size: 20, pagination: true, source: null, category: 'MAIN' };

describe("a cabinet's declared landing calls", () => {
  it("become the host's own calls for the reads it knows, in the declared order", () => {
    expect(knownLandingReads([{ method: 'GET', path: 'lkd/events/new' }, { method: 'POST', path: 'lkd/registries', body: FILTER }, { method: 'POST', path: 'getAlertStatus' }])).toEqual([
      { method: 'GET', path: 'lkd/events/new' },
      { method: 'POST', path: 'lkd/registries', body: FILTER },
      { method: 'POST', path: 'getAlertStatus' },
    ]);
  });

  it('are reads only: no write, no sign-in record, no path parameter, nothing outside the list', () => {
    const writes = ['POST v2/user/changeEmail', 'PUT v2/user/lastlogin', 'POST registries/create', 'DELETE certificate/{id}/remove', 'POST edm/sign', 'POST log/error'];
    expect(writes.filter((name) => LANDING_READS.has(name))).toEqual([]);
    expect([...LANDING_READS].filter((name) => !/^(GET|POST) [A-Za-z0-9/_-]+$/.test(name))).toEqual([]);
  });

  it.each([
    ['a write', { method: 'POST', path: 'v2/user/changeEmail', body: { email: 'a@b.ru' } }],
    ['a path escape', { method: 'GET', path: 'lkd/events/new/%2e%2e/%2e%2e/v2/user' }],
    ['a dot-dot path', { method: 'GET', path: 'lkd/events/new/../../v2/user' }],
    ['a query added to a read', { method: 'GET', path: 'lkd/events/new?x=1' }],
    ['a method in lower case', { method: 'get', path: 'lkd/events/new' }],
    ['a body on a bodiless read', { method: 'POST', path: 'getAlertStatus', body: {} }],
    ['a filter that is not flat', { method: 'POST', path: 'lkd/registries', body: { page: { size: 1 } } }],
    ['a filter that is a list', { method: 'POST', path: 'lkd/registries', body: [1] }],
    ['a filter of too many fields', { method: 'POST', path: 'lkd/registries', body: Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`f${index}`, index])) }],
    ['no call at all', 'GET lkd/events/new'],
  ])('drop %s', (_, call) => {
    expect(knownLandingReads([call])).toEqual([]);
    expect(unknownLandingCalls([call])).toEqual([call]);
  });

  it('are none when the declaration is not a list', () => {
    expect(knownLandingReads({ method: 'GET', path: 'lkd/events/new' })).toEqual([]);
    expect(knownLandingReads(undefined)).toEqual([]);
  });
});

describe('canonicalJson', () => {
  it('writes the same text whatever the order of keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }] })).toBe(canonicalJson({ a: [{ c: 'x', d: null }], b: 1 }));
  });
});
