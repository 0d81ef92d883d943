/** @jest-environment node */
import { userSchema } from '@portal/api';
import { completeOrganisationInn, completePersonalInn, isValidInn } from './innCheckDigits';
import { createDemoAccounts } from './demoUsers';

describe('INN check digits', () => {
  it('completes a known organisation INN', () => {
    expect(completeOrganisationInn('770708389')).toBe('7707083893');
  });

  it('completes a known personal INN', () => {
    expect(completePersonalInn('5003456789')).toBe('500345678979');
  });

  it('rejects wrong check digits and wrong lengths', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500345678970')).toBe(false);
    expect(isValidInn('12345')).toBe(false);
    expect(isValidInn('77070838930')).toBe(false);
  });

  it('refuses to complete malformed input', () => {
    expect(() => completeOrganisationInn('12ab')).toThrow();
    expect(() => completePersonalInn('123')).toThrow();
  });

  it('gives every demo user valid INNs and a record matching the user schema', () => {
    for (const { user } of createDemoAccounts()) {
      expect(userSchema.parse(user)).toEqual(user);
      expect(user.inn).toHaveLength(12);
      expect(isValidInn(user.inn)).toBe(true);
      expect(user.innOrg).toHaveLength(10);
      expect(isValidInn(user.innOrg)).toBe(true);
    }
  });
});
