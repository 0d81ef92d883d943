import { clientCabinetMenu } from './clientCabinetMenu';

describe('clientCabinetMenu', () => {
  it.each([
    ['LKK', '/lkk'],
    ['LKP', '/lkp'],
  ] as const)('puts the spec menu under %s', (scope, prefix) => {
    const menu = clientCabinetMenu(scope);
    expect(menu.map((item) => item.label)).toEqual(['Главная', 'Отчеты', 'События', 'ЭДО', 'Заявки', 'Тарифы']);
    expect(menu.map((item) => item.path)).toEqual(
      ['main', 'reports', 'events', 'edo', 'registries', 'tariffs'].map((segment) => `${prefix}/${segment}`),
    );
  });
});
