import { CATEGORY_TABS } from './categoryTabs';
import { DEFAULT_LIST_STATE, effectiveTab, listFilterOf, listStateFromParams, listStateToParams, type RegistryListState } from './registryListUrl';

describe('registry list filter ↔ URL', () => {
  it.each<[string, RegistryListState, string]>([
    ['defaults', DEFAULT_LIST_STATE, ''],
    ['a tab', { ...DEFAULT_LIST_STATE, tab: 'financing' }, 'tab=financing'],
    ['a section tab (§4: main, reports, reward)', { ...DEFAULT_LIST_STATE, tab: 'reports' }, 'tab=reports'],
    ['sort ascending by number', { ...DEFAULT_LIST_STATE, sortBy: 'number', sortDesc: false }, 'sort=number&dir=asc'],
    ['page 3 of 50', { ...DEFAULT_LIST_STATE, page: 2, size: 50 }, 'page=3&size=50'],
    ['a source', { ...DEFAULT_LIST_STATE, source: 'Дебитор' }, `source=${encodeURIComponent('Дебитор')}`],
    ['everything', { tab: 'agentApplication', sortBy: 'amount', sortDesc: true, page: 1, size: 10, source: 'Клиент' }, `tab=agentApplication&sort=amount&page=2&size=10&source=${encodeURIComponent('Клиент')}`],
  ])('%s round-trips', (_name, state, query) => {
    const params = listStateToParams(state);
    expect(params.toString()).toBe(query);
    expect(listStateFromParams(new URLSearchParams(query))).toEqual(state);
  });

  it.each([
    ['tab=nope&sort=drop&dir=up&page=0&size=13&source=Кто', DEFAULT_LIST_STATE],
    ['page=-2&size=abc', DEFAULT_LIST_STATE],
    ['page=1.5', DEFAULT_LIST_STATE],
  ])('falls back to defaults for %s', (query, state) => {
    expect(listStateFromParams(new URLSearchParams(query))).toEqual(state);
  });

  it.each([
    ['no tab visible: no category', null, [], { category: null, source: null }],
    ['supplies tab: MAIN', 'supplies', CATEGORY_TABS, { category: 'MAIN', source: null }],
    ['applications tab: AGENT', 'agentApplication', CATEGORY_TABS, { category: 'AGENT', source: null }],
    ['financing tab: MAIN from the factor', 'financing', CATEGORY_TABS, { category: 'MAIN', source: 'Фактор' }],
    ['a hidden tab in the URL falls back to the first visible', 'supplies', CATEGORY_TABS.slice(1), { category: 'AGENT', source: null }],
  ] as const)('%s', (_name, tab, visible, expected) => {
    const state = { ...DEFAULT_LIST_STATE, tab };
    expect(listFilterOf(state, effectiveTab(state, visible))).toEqual({ sortBy: 'create_date', sortDesc: true, page: 0, size: 20, pagination: true, ...expected });
  });

  it("keeps the user's source over the financing tab's default", () => {
    const state: RegistryListState = { ...DEFAULT_LIST_STATE, tab: 'financing', source: 'Клиент' };
    expect(listFilterOf(state, effectiveTab(state, CATEGORY_TABS)).source).toBe('Клиент');
  });
});
