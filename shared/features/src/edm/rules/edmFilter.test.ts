import { DEFAULT_EDM_FILTER, filterFromSearch, filterToRequest, filterToSearch, type EdmFilterState } from './edmFilter';

const BASE_REQUEST = {
  page: 0,
  limit: 30,
  pagination: true,
  sortBy: 'createDate',
  sortDesc: true,
  status: null,
  dateFrom: null,
  dateTo: null,
  store: false,
  type: 'incoming',
  documentType: null,
  clientId: 1001,
  sorted: { field: 'createDate', orderBy: 'DESC' },
};

describe('filter → POST /edm/all body (spec §3)', () => {
  it.each<[string, Partial<EdmFilterState>, Record<string, unknown>]>([
    ['the default', {}, {}],
    ['outgoing view', { type: 'outgoing' }, { type: 'outgoing' }],
    ['third page', { page: 2 }, { page: 2 }],
    ['a status', { status: 'На подписи' }, { status: 'На подписи' }],
    ['dates typed DD.MM.YYYY travel as YYYY-MM-DD', { dateFrom: '01.02.2025', dateTo: '28.02.2025' }, { dateFrom: '2025-02-01', dateTo: '2025-02-28' }],
    ['an impossible date is not sent', { dateFrom: '31.02.2025' }, { dateFrom: null }],
    ['a document type', { documentType: 4 }, { documentType: 4 }],
    ['the archive', { store: true }, { store: true }],
  ])('%s', (_case, change, expected) => {
    expect(filterToRequest({ ...DEFAULT_EDM_FILTER, ...change }, 1001)).toEqual({ ...BASE_REQUEST, ...expected });
  });

  it('sends the clientId it is given (the user’s clientId or agentId)', () => {
    expect(filterToRequest(DEFAULT_EDM_FILTER, 3001).clientId).toBe(3001);
  });
});

describe('filter ⇄ URL', () => {
  it.each<[string, Partial<EdmFilterState>, string]>([
    ['the default is an empty query', {}, ''],
    ['everything', { type: 'outgoing', page: 1, status: 'Отправлен', dateFrom: '01.02.2025', dateTo: '03.02.2025', documentType: 2, store: true }, 'type=outgoing&page=2&status=%D0%9E%D1%82%D0%BF%D1%80%D0%B0%D0%B2%D0%BB%D0%B5%D0%BD&from=01.02.2025&to=03.02.2025&docType=2&archive=1'],
  ])('%s', (_case, change, query) => {
    const filter = { ...DEFAULT_EDM_FILTER, ...change };
    expect(filterToSearch(filter).toString()).toBe(query);
    expect(filterFromSearch(new URLSearchParams(query))).toEqual(filter);
  });

  it.each([
    ['type=both&page=-3&from=2025-02-01&docType=', DEFAULT_EDM_FILTER],
    ['page=0&to=32.01.2025', DEFAULT_EDM_FILTER],
  ])('reads nonsense %s as the default', (query, expected) => {
    expect(filterFromSearch(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('document type ids', () => {
  it.each([
    ['docType=2', 2],
    ['docType=t-7', 't-7'],
    ['docType=', null],
  ])('reads %s as %j (a string id kept as given)', (query, documentType) => {
    expect(filterFromSearch(new URLSearchParams(query)).documentType).toBe(documentType);
  });
});
