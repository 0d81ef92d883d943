import type { Supply, ValidationError } from '@portal/api';
import { fieldName, sendRefusalHint, validationErrorText } from './validationErrorText';

const supply = (id: number, name: string) => ({ id, supplyAmount: 1, updDocument: { document: { name } } }) as unknown as Supply;
const SUPPLIES = [supply(12, 'УПД № 10012 от 01.05.2025'), supply(13, 'УПД № 10013 от 02.05.2025')];
const row = (over: Partial<ValidationError>): ValidationError => ({ id: null, supplyId: null, field: '', message: '', ...over });

describe('validation rows in words', () => {
  it.each<[Partial<ValidationError>, string]>([
    // The sandbox's rows: the message names the field already, so only the supply is added.
    [{ id: 12, field: 'dueDate', message: 'Срок оплаты раньше даты поставки (УПД № 10012)' }, 'Поставка «УПД № 10012 от 01.05.2025»: Срок оплаты раньше даты поставки (УПД № 10012)'],
    [{ supplyId: 13, field: 'debtorInn', message: 'ИНН дебитора в УПД не совпадает с ИНН в договоре факторинга' }, 'Поставка «УПД № 10013 от 02.05.2025»: ИНН дебитора в УПД не совпадает с ИНН в договоре факторинга'],
    // A message that does not name its field gets the field's Russian name.
    [{ supplyId: 12, field: 'supplyAmount', message: 'больше суммы договора' }, 'Поставка «УПД № 10012 от 01.05.2025»: поле «Сумма поставки» — больше суммы договора'],
    // A supply the page has not loaded is named by its number.
    [{ supplyId: 99, field: 'dueDate', message: 'не указан' }, 'Поставка № 99: поле «Срок оплаты» — не указан'],
    // A code we do not know is left out: never «xyzCode: …».
    [{ supplyId: 12, field: 'xyzCode', message: 'неверное значение' }, 'Поставка «УПД № 10012 от 01.05.2025»: неверное значение'],
    [{ field: 'contractFactNum', message: 'не найден' }, 'Поле «Номер договора» — не найден'],
  ])('%j', (error, text) => {
    const shown = validationErrorText(row(error), SUPPLIES);
    expect(shown).toBe(text);
    expect(shown).not.toMatch(/\b(dueDate|debtorInn|supplyAmount|xyzCode|contractFactNum)\b/);
  });

  it('knows the field names case-insensitively at the first letter, and no others', () => {
    expect(fieldName('DueDate')).toBe('Срок оплаты');
    expect(fieldName('unknown')).toBeNull();
  });

  it('after a refused send names the supplies to fix, three at most', () => {
    const errors = [12, 13, 14, 15, 12].map((supplyId) => row({ supplyId, field: 'dueDate', message: 'x' }));
    expect(sendRefusalHint(errors, SUPPLIES)).toBe(
      'Исправьте данные: Поставка «УПД № 10012 от 01.05.2025», Поставка «УПД № 10013 от 02.05.2025», Поставка № 14 и ещё 1 — подробности в разделе «Проверки», такие поставки отмечены «Ошибка в данных».',
    );
    expect(sendRefusalHint([], SUPPLIES)).toBeNull();
    expect(sendRefusalHint([row({ field: 'contractFactNum', message: 'x' })], SUPPLIES)).toBe('Исправьте данные, перечисленные в разделе «Проверки».');
  });
});
