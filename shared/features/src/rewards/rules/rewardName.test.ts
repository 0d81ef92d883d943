import { rewardName, rewardPeriodText } from './rewardName';

const none = { number: '', periodFrom: '', periodTo: '', createDate: '' };

describe('rewardName', () => {
  it.each([
    ['its number', { ...none, number: 'В-17', periodFrom: '2026-10-01', createDate: '2026-11-19' }, 'В-17'],
    ['the period without a number', { ...none, periodFrom: '2026-10-01', periodTo: '2026-10-31', createDate: '2026-11-19' }, 'за 01.10.2026 – 31.10.2026'],
    ['one end of the period', { ...none, periodTo: '2026-10-31' }, 'за 31.10.2026'],
    ['the date without number or period', { ...none, createDate: '2026-11-19' }, 'от 19.11.2026'],
    ['«без номера» with nothing to name it by', none, 'без номера'],
  ])('%s', (_case, reward, expected) => {
    expect(rewardName(reward)).toBe(expected);
  });
});

describe('rewardPeriodText', () => {
  it('is empty when neither end is known', () => {
    expect(rewardPeriodText(none)).toBe('');
  });
});
