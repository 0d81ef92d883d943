import { visibleRegistryTabs } from './registryTabs';
import { sectionTabsOf } from './sectionTabs';

describe('sectionTabsOf (spec §2 "main, reports and reward are permitted too", §4 flags)', () => {
  it.each([
    [{ IS_PRINCIPAL: true }, ['main', 'reports', 'reward'], ['Главная', 'Отчеты', 'Вознаграждения']],
    [{ SHOW_REGISTRY_DETAIL: 'true' }, ['main', 'reports'], ['Главная', 'Отчеты']],
    [{ IS_VERIFICATION: 1 }, ['reward', 'main'], ['Главная', 'Вознаграждения']],
    [{ IS_PRINCIPAL: false, IS_CHECH_SUPPLY: true }, ['main', 'reports', 'reward'], []],
    [{ IS_PRINCIPAL: true }, [], []],
  ] as const)('%j with the cabinet offering %j shows %j', (env, offered, labels) => {
    expect(sectionTabsOf(visibleRegistryTabs(env), offered).map((tab) => tab.label)).toEqual(labels);
  });
});
