import { visibleRegistryTabs } from './registryTabs';
import { categoryTabsOf } from './categoryTabs';

describe('visibleRegistryTabs (spec §4)', () => {
  it.each([
    [{}, []],
    [{ IS_CHECH_SUPPLY: true }, ['supplies']],
    [{ IS_CHECH_AGENT: true }, ['agentApplication']],
    [{ IS_CHECH_FINANCING: true }, ['financing']],
    [{ IS_CHECH_SUPPLY: true, IS_CHECH_AGENT: true, IS_CHECH_FINANCING: true }, ['supplies', 'agentApplication', 'financing']],
    [{ IS_CHECH_SUPPLY: false, IS_CHECH_AGENT: true, IS_CHECH_FINANCING: false }, ['agentApplication']],
    [{ IS_CHECH_SUPPLY: 'true', IS_CHECH_AGENT: 'false', IS_CHECH_FINANCING: 1 }, ['supplies', 'financing']],
    [{ SHOW_REGISTRY_DETAIL: true }, ['main', 'reports', 'reward']],
    [{ IS_VERIFICATION: true }, ['main', 'reports', 'reward']],
    [{ IS_PRINCIPAL: true }, ['main', 'reports', 'reward']],
    [{ SHOW_REGISTRY_DETAIL: false, IS_VERIFICATION: false, IS_PRINCIPAL: false }, []],
    [{ SHOW_REGISTRY_DETAIL: true, IS_PRINCIPAL: true, IS_CHECH_FINANCING: true }, ['main', 'reports', 'reward', 'financing']],
    [{ IS_PRINCIPAL: true, IS_CHECH_SUPPLY: true, IS_CHECH_AGENT: true, IS_CHECH_FINANCING: true }, ['main', 'reports', 'reward', 'supplies', 'agentApplication', 'financing']],
  ])('%j → %j', (env, tabs) => {
    expect(visibleRegistryTabs(env)).toEqual(tabs);
  });

  it.each([
    [['supplies', 'agentApplication', 'financing'], ['Подтверждение поставок', 'Заявки', 'Финансирование']],
    [['main', 'reports', 'reward', 'financing'], ['Финансирование']],
    [['agentApplication'], ['Заявки']],
    [['main'], []],
  ] as const)('category tabs of %j are %j', (visible, labels) => {
    expect(categoryTabsOf(visible).map((tab) => tab.label)).toEqual(labels);
  });
});
