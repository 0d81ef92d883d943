import type { Reward } from '@portal/api';
import { fillReward } from './fillReward';

const EMPTY: Reward = { id: 'r-1', number: '', createDate: '', status: { code: '', name: '' }, contractFactNum: '', client: '', debtor: '', registryNumber: '', periodFrom: '', periodTo: '', amount: null, vatAmount: null, rejectReason: '' };
const LISTED: Reward = { ...EMPTY, id: 'r-1', number: 'В-1', status: { code: '', name: 'Оплачено' }, amount: 100, vatAmount: 0, debtor: 'АО "Север"' };

describe('fillReward', () => {
  it('takes what the id-only detail lacks from the list row', () => {
    expect(fillReward(EMPTY, LISTED)).toEqual({ ...LISTED, id: 'r-1' });
  });

  it('keeps the detail’s own values, a zero amount included', () => {
    const detail: Reward = { ...EMPTY, number: 'В-1/д', status: { code: 'AGREED', name: '' }, amount: 0 };
    expect(fillReward(detail, LISTED)).toMatchObject({ number: 'В-1/д', status: { code: 'AGREED', name: '' }, amount: 0, vatAmount: 0, debtor: 'АО "Север"' });
  });

  it('is the detail itself without a row', () => {
    expect(fillReward(EMPTY, undefined)).toBe(EMPTY);
  });
});
