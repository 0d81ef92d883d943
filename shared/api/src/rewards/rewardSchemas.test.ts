import { accepts, parse } from '../testing/schemaChecks';
import {
  rewardActionRequestSchema,
  rewardBestEffort,
  rewardDetailSchema,
  rewardListTotalSchema,
  rewardRejectRequestSchema,
  rewardSchema,
  REWARD_REASON_MAX,
} from './index';

/** Reward answers read for what the portal uses; request bodies strict (ARCHITECTURE rule 9, CONTRACT.md). */

describe('rewards', () => {
  it('needs only the id; amounts from strings; the rest reads as empty', () => {
    expect(parse(rewardSchema, { id: 4, amount: '12 500,50', vatAmount: null, number: 17, extra: true })).toEqual({
      id: 4, number: '17', createDate: '', status: { code: '', name: '' }, contractFactNum: '', client: '', debtor: '', registryNumber: '',
      periodFrom: '', periodTo: '', amount: 12500.5, vatAmount: null, rejectReason: '',
    });
    expect(accepts(rewardSchema, { number: '1' })).toBe(false);
  });

  it.each<[unknown, { code: string; name: string }]>([
    ['ON_AGREEMENT', { code: 'ON_AGREEMENT', name: '' }],
    ['На согласовании', { code: '', name: 'На согласовании' }],
    [{ code: 'PAID', name: 'Оплачено' }, { code: 'PAID', name: 'Оплачено' }],
    [{ name: 'Оплачено' }, { code: '', name: 'Оплачено' }],
    [null, { code: '', name: '' }],
  ])('reads the status %j as %j', (status, read) => {
    expect(parse(rewardSchema, { id: 1, status }).status).toEqual(read);
  });

  it('shows an odd row as best it can: texts and a readable status, unreadable numbers left empty', () => {
    expect(rewardBestEffort({ id: '9', amount: 'много', status: 'AGREED', debtor: 'ООО "Север"', periodFrom: 20250101 })).toEqual({
      id: '9', number: '', createDate: '', status: { code: 'AGREED', name: '' }, contractFactNum: '', client: '', debtor: 'ООО "Север"', registryNumber: '',
      periodFrom: '20250101', periodTo: '', amount: null, vatAmount: null, rejectReason: '',
    });
    expect(rewardBestEffort({ id: 1, status: ['odd'] })?.status).toEqual({ code: '', name: '' });
  });

  it('keeps the sums of an odd row it can read (only the field that failed is left empty)', () => {
    expect(rewardBestEffort({ id: 2, client: { odd: true }, amount: '1 200,50', vatAmount: 200 })).toMatchObject({ client: '', amount: 1200.5, vatAmount: 200 });
  });

  it.each([[{ number: '1' }], [{ id: '' }], [{ id: null }], [[1]], [null]])('drops %j: a row without an id cannot be opened', (raw) => {
    expect(rewardBestEffort(raw)).toBeNull();
  });

  it('reads the total, or null', () => {
    expect(parse(rewardListTotalSchema, { total: '8' })).toEqual({ total: 8 });
    expect(parse(rewardListTotalSchema, { total: 'все' })).toEqual({ total: null });
  });

  it('reads the detail: the act and report by fileId or id; a file without either, or an odd one, is none', () => {
    const detail = parse(rewardDetailSchema, { reward: { id: 1 }, act: { fileId: 501, id: 9, name: 'Акт.pdf' }, report: { id: 502, name: 'Отчёт.xlsx' } });
    expect(detail.act).toEqual({ fileId: 501, name: 'Акт.pdf' });
    expect(detail.report).toEqual({ fileId: 502, name: 'Отчёт.xlsx' });
    expect(parse(rewardDetailSchema, { reward: { id: 1 }, act: { name: 'Акт.pdf' }, report: 'odd' })).toMatchObject({ act: null, report: null });
    expect(parse(rewardDetailSchema, { reward: { id: 1 } })).toMatchObject({ act: null, report: null });
    expect(accepts(rewardDetailSchema, { act: null })).toBe(false);
  });

  it('sends a trimmed, non-empty reason of at most 500 characters, and only the two generic actions', () => {
    expect(accepts(rewardRejectRequestSchema, { reason: 'Сумма не совпадает' })).toBe(true);
    expect(accepts(rewardRejectRequestSchema, { reason: '  ' })).toBe(false);
    expect(accepts(rewardRejectRequestSchema, { reason: 'я'.repeat(REWARD_REASON_MAX + 1) })).toBe(false);
    expect(accepts(rewardRejectRequestSchema, { reason: 'x', extra: 1 })).toBe(false);
    expect(accepts(rewardActionRequestSchema, { action: 'SEND_TO_PAYMENT' })).toBe(true);
    expect(accepts(rewardActionRequestSchema, { action: 'RETURN_TO_AGREEMENT' })).toBe(true);
    expect(accepts(rewardActionRequestSchema, { action: 'PAY' })).toBe(false);
  });
});
