import { supplyDay, supplyMoney } from './supplyCellText';

describe('supply cell texts', () => {
  it('shows dates as DD.MM.YYYY and a missing or unreadable one as a dash, the same text every time', () => {
    expect(supplyDay('2025-06-19')).toBe('19.06.2025');
    expect(supplyDay('2025-06-19T10:00:00')).toBe('19.06.2025');
    expect(supplyDay('2025-06-19')).toBe('19.06.2025');
    expect(supplyDay('')).toBe('—');
    expect(supplyDay('вчера')).toBe('—');
  });

  it('shows amounts in the money format of spec §9', () => {
    expect(supplyMoney(2302745.19)).toBe('2 302 745,19');
    expect(supplyMoney(1000)).toBe('1 000');
    expect(supplyMoney(1000)).toBe('1 000');
    expect(supplyMoney(0)).toBe('0');
  });

  it('keeps giving right texts past the number it remembers', () => {
    for (let amount = 1; amount <= 25_000; amount += 1) supplyMoney(amount);
    expect(supplyMoney(24_999)).toBe('24 999');
    expect(supplyMoney(3)).toBe('3');
  });
});
