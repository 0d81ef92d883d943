import { rewardActionsFor, rewardStatusName } from './rewardActions';

const status = (code: string, name = '') => ({ code, name });
const kinds = (code: string, canAct = true) => rewardActionsFor(status(code), canAct).map((offer) => (offer.kind === 'action' ? `action:${offer.action}` : offer.kind));

describe('rewardActionsFor', () => {
  it.each([
    ['ON_AGREEMENT', ['agreement', 'reject']],
    ['AGREED', ['action:SEND_TO_PAYMENT']],
    ['REJECTED', ['action:RETURN_TO_AGREEMENT']],
    ['DRAFT', []],
    ['ON_PAYMENT', []],
    ['PAID', []],
    ['', ['agreement', 'reject']],
    ['SOMETHING_NEW', ['agreement', 'reject']],
  ])('the agent may do with a reward in %j: %j (no status or an unknown one is not decided)', (code, expected) => {
    expect(kinds(code)).toEqual(expected);
  });

  it.each(['ON_AGREEMENT', 'AGREED', 'REJECTED'])('the debtor may do nothing with a reward in %s', (code) => {
    expect(kinds(code, false)).toEqual([]);
  });

  it('labels the offers in Russian', () => {
    expect(rewardActionsFor(status('ON_AGREEMENT'), true).map((offer) => offer.label)).toEqual(['Согласовать', 'Отклонить']);
  });
});

describe('rewardStatusName', () => {
  it('prefers the server’s name, then ours, then the code, then a dash', () => {
    expect(rewardStatusName(status('AGREED', 'Согласовано фактором'))).toBe('Согласовано фактором');
    expect(rewardStatusName(status('AGREED'))).toBe('Согласовано');
    expect(rewardStatusName(status('X'))).toBe('X');
    expect(rewardStatusName(status(''))).toBe('—');
  });
});
