import { contractTariffBestEffort, contractTariffSchema, TARIFF_PATHS } from './tariff';

/** Tariff answers (rule 9): only the contract number is required, numbers may be strings, odd lines are dropped. */
// 'odd' is not a line and a rate of 'n/a' is not a number: both are dropped, the contract is kept.
const EXPECTED_LINES = [{ name: 'Комиссия', rate: 1.5, unit: '%', note: '' }];

describe('tariffs', () => {
  it('calls /lkk/tariffs for LKK and /lkp/tariffs for LKP', () => {
    expect(TARIFF_PATHS).toEqual({ LKK: 'lkk/tariffs', LKP: 'lkp/tariffs' });
  });

  it('reads a contract with its lines, numbers as strings, dropping odd lines', () => {
    const parsed = contractTariffSchema.parse({
      contractFactNum: 'Д-1',
      limit: '1000000.50',
      financingPercent: 90,
      delayDays: null,
      lines: [{ name: 'Комиссия', rate: '1.5', unit: '%' }, 'odd', { name: 'Сбор', rate: 'n/a' }],
    });
    expect(parsed).toMatchObject({ contractFactNum: 'Д-1', contractDate: '', limit: 1000000.5, financingPercent: 90, delayDays: null });
    expect(parsed.lines).toEqual(EXPECTED_LINES);
  });

  it('gives no lines when they are missing, null or not a list', () => {
    expect(contractTariffSchema.parse({ contractFactNum: 'Д-1' }).lines).toEqual([]);
    expect(contractTariffSchema.parse({ contractFactNum: 'Д-1', lines: null }).lines).toEqual([]);
    expect(contractTariffSchema.parse({ contractFactNum: 'Д-1', lines: 'x' }).lines).toEqual([]);
  });

  it('refuses a contract without a number', () => {
    expect(contractTariffSchema.safeParse({ debtor: 'ООО' }).success).toBe(false);
    expect(contractTariffSchema.safeParse({ contractFactNum: '' }).success).toBe(false);
  });

  it('shows an odd row by its number and what else it can read, or leaves it out without a number', () => {
    expect(contractTariffBestEffort({ contractFactNum: 'Д-2', debtor: 'ООО Ромашка', limit: 'много' })).toEqual({
      contractFactNum: 'Д-2',
      contractDate: '',
      debtor: 'ООО Ромашка',
      type: '',
      status: '',
      limit: null,
      financingPercent: null,
      delayDays: null,
      lines: [],
    });
    expect(contractTariffBestEffort({ contractFactNum: 572, limit: '1000', financingPercent: 'n/a', lines: [{ name: 'Комиссия', rate: '1.5', unit: '%' }] })).toMatchObject({
      contractFactNum: '572',
      limit: 1000,
      financingPercent: null,
      lines: EXPECTED_LINES,
    });
    expect(contractTariffBestEffort({ debtor: 'ООО' })).toBeNull();
    expect(contractTariffBestEffort(null)).toBeNull();
  });
});
