import { isDecidedStatusName } from './decidedStatusName';

describe('isDecidedStatusName', () => {
  it.each([
    ['Согласовано', true],
    ['Согласован', true],
    ['Не согласовано', true],
    ['Отклонено', true],
    ['Отклонён', true],
    ['ОТКЛОНЕН', true],
    ['Отказано', true],
    ['Оплачено', true],
    ['Выплачено', true],
    ['Передано на оплату', true],
    ['Ожидает оплаты', true],
    ['Формируется', true],
    ['На согласовании', false],
    ['Ожидает согласования', false],
    ['Новое', false],
    ['ON_AGREEMENT', false],
    ['—', false],
    ['', false],
  ])('%j says decided: %p', (name, decided) => {
    expect(isDecidedStatusName(name)).toBe(decided);
  });
});
