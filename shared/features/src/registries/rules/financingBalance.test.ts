import { lenientNumber, registryDetailSchema, type Supply } from '@portal/api';
import { sendBlockedByBalance } from './registryControls';
import { z } from '@portal/api/zod';
import { createSupplySelectionStore, balanceOf } from '../supplies/supplySelectionStore';
import { financingBalance, fromKopecks, isOverLimit, toKopecks } from './financingBalance';

function supply(id: number, amount: number, patch: Partial<Supply> = {}): Supply {
  return { id, supplyAmount: amount, verificationDebtor: true, prime: false, active: false, financing: false, checked: false, invalid: false, supplyDate: '', dueDate: '', updDocument: { document: { name: `УПД ${id}` } }, ...patch };
}

/** An amount as the server may send it (a number, or a string with spaces and a decimal comma), read as the portal reads it. */
const fromServer = (value: number | string) => z.parse(lenientNumber, value);

describe('toKopecks: roubles to whole kopecks, half a kopeck rounded away from zero, on the amount as written', () => {
  it.each<[string, number, number]>([
    ['whole kopecks stay', 100.1, 10_010],
    ['0.1', 0.1, 10],
    ['0.2', 0.2, 20],
    ['0.1 + 0.2 (0.30000000000000004) is 30 kopecks', 0.1 + 0.2, 30],
    ['below half a kopeck rounds down', 1.004, 100],
    ['1.004999 rounds down', 1.004999, 100],
    ['exactly half a kopeck rounds up: 1.005 → 1.01 (1.005 × 100 is 100.4999… in binary)', 1.005, 101],
    ['2.675 → 2.68', 2.675, 268],
    ['0.285 → 0.29 (0.285 × 100 is 28.4999… in binary)', 0.285, 29],
    ['above half rounds up', 1.0051, 101],
    ['a negative half rounds away from zero: −1.005 → −1.01', -1.005, -101],
    ['−0.005 → −0.01', -0.005, -1],
    ['less than half a kopeck is zero', 0.004, 0],
    ['a large sum keeps every kopeck: 999 999 999 999.99', 999_999_999_999.99, 99_999_999_999_999],
    ['a large sum with half a kopeck: 12 345 678 901.235 → …901.24', 12_345_678_901.235, 1_234_567_890_124],
    ['a tiny amount written in exponent form', 1e-7, 0],
    ['not a number is no money', Number.NaN, 0],
    ['infinity is no money', Number.POSITIVE_INFINITY, 0],
  ])('%s', (_case, roubles, kopecks) => {
    expect(toKopecks(roubles)).toBe(kopecks);
  });

  it('a negative amount under half a kopeck is plain zero, not −0', () => {
    expect(Object.is(toKopecks(-0.004), 0)).toBe(true);
  });

  it.each<[string, string | number, number]>([
    ['"100.10"', '100.10', 10_010],
    ['" 1 500,50 " (spaces and a decimal comma)', ' 1 500,50 ', 150_050],
    ['"1500,505" (half a kopeck, rounded up)', '1500,505', 150_051],
    ['"-0,005"', '-0,005', -1],
    ['"999 999 999 999,99"', '999 999 999 999,99', 99_999_999_999_999],
    ['1.005 as a number', 1.005, 101],
  ])('an amount sent as %s', (_case, sent, kopecks) => {
    expect(toKopecks(fromServer(sent))).toBe(kopecks);
  });

  it('fromKopecks gives back the roubles as written, with no binary tail', () => {
    expect(fromKopecks(30)).toBe(0.3);
    expect(fromKopecks(10_010)).toBe(100.1);
    expect(fromKopecks(-1)).toBe(-0.01);
    expect(fromKopecks(99_999_999_999_999)).toBe(999_999_999_999.99);
  });
});

describe('financingBalance: limit − Σ chosen supplies, each rounded to kopecks first, exact to the kopeck', () => {
  const chosenAll = (supplies: readonly Supply[]) => new Set(supplies.map((row) => row.id));

  it('0.1 + 0.2 chosen against a limit of 0.3 leaves exactly 0 (not 5.55e-17), which is not over the limit', () => {
    const supplies = [supply(1, 0.1), supply(2, 0.2)];
    const balance = financingBalance(0.3, supplies, chosenAll(supplies));
    expect(balance).toBe(0);
    expect(isOverLimit(balance)).toBe(false);
  });

  it('ten supplies of 0.1 against a limit of 1 leave exactly 0', () => {
    const supplies = Array.from({ length: 10 }, (_, index) => supply(index + 1, 0.1));
    expect(financingBalance(1, supplies, chosenAll(supplies))).toBe(0);
  });

  it('a limit of 0 is a limit, not "no limit": any supply chosen for financing is over it and blocks «Отправить»', () => {
    const detail = registryDetailSchema.parse({ registry: { id: 7 }, alllimit: 0 });
    expect(detail.alllimit).toBe(0);
    const balance = financingBalance(detail.alllimit, [supply(1, 100)], new Set([1]));
    expect(balance).toBe(-100);
    expect(isOverLimit(balance!)).toBe(true);
    expect(sendBlockedByBalance('send', balance)).toBe(true);
    // Nothing chosen: exactly at the limit, not over it.
    expect(financingBalance(0, [supply(1, 100)], new Set())).toBe(0);
  });

  it('only the chosen supplies count; without a limit there is no balance', () => {
    const supplies = [supply(1, 0.1), supply(2, 0.2), supply(3, 0.7)];
    expect(financingBalance(1, supplies, new Set([1, 3]))).toBe(0.2);
    expect(financingBalance(1, supplies, new Set())).toBe(1);
    expect(financingBalance(null, supplies, chosenAll(supplies))).toBeNull();
  });

  it('amounts with more than two decimals are each rounded half away from zero: 3 × 333.335 = 3 × 333.34 against 1000 is −0.02, over the limit', () => {
    const supplies = [supply(1, 333.335), supply(2, 333.335), supply(3, 333.335)];
    const balance = financingBalance(1000, supplies, chosenAll(supplies));
    expect(balance).toBe(-0.02);
    expect(isOverLimit(balance)).toBe(true);
  });

  it('the limit is rounded to kopecks the same way: 1000.005 − 1000 = 0.01', () => {
    expect(financingBalance(1000.005, [supply(1, 1000)], new Set([1]))).toBe(0.01);
  });

  it('amounts and the limit sent as strings count as their numbers', () => {
    const supplies = [supply(1, fromServer(' 1 500,50 ')), supply(2, fromServer('0.1')), supply(3, fromServer('0,2'))];
    expect(financingBalance(fromServer('1 500,80'), supplies, chosenAll(supplies))).toBe(0);
  });

  it('large sums keep every kopeck: 999 999 999 999.99 − 0.01 = 999 999 999 999.98', () => {
    expect(financingBalance(999_999_999_999.99, [supply(1, 0.01)], new Set([1]))).toBe(999_999_999_999.98);
    const supplies = [supply(1, 400_000_000_000.01), supply(2, 599_999_999_999.99)];
    expect(financingBalance(1_000_000_000_000, supplies, chosenAll(supplies))).toBe(0);
  });
});

describe('the selection store keeps the same balance as the user ticks', () => {
  it('ticking 0.1 and 0.2 against 0.3 leaves exactly 0; unticking and ticking again never drifts', () => {
    const rows = [supply(1, 0.1, { prime: true }), supply(2, 0.2, { prime: true }), supply(3, 1.005, { prime: true })];
    const store = createSupplySelectionStore(rows, 0.3);
    store.getState().toggle('financing', 0);
    store.getState().toggle('financing', 1);
    expect(balanceOf(store.getState())).toBe(0);
    for (let round = 0; round < 100; round += 1) {
      store.getState().toggle('financing', 0);
      store.getState().toggle('financing', 0);
    }
    expect(balanceOf(store.getState())).toBe(0);
    // 1.005 is 1.01 roubles, rounded half away from zero.
    store.getState().toggle('financing', 2);
    expect(balanceOf(store.getState())).toBe(-1.01);
    store.getState().setAll('financing', false);
    expect(balanceOf(store.getState())).toBe(0.3);
  });
});

describe('toKopecks: the quick path gives what the amount as written gives', () => {
  it('agrees with shifting the decimal point in the text for every amount of 0.00 … 200.00 and half-kopeck amounts', () => {
    const byText = (amount: number) => Math.sign(amount) * Math.round(Number(`${Math.abs(amount)}e2`)) || 0;
    for (let kopecks = 0; kopecks <= 20_000; kopecks += 1) {
      for (const amount of [kopecks / 100, -kopecks / 100, kopecks / 100 + 0.005, 1_234_567 + kopecks / 1000]) expect(toKopecks(amount)).toBe(byText(amount));
    }
  });
});
