import { isInvalidNonce, refreshFailureStatus } from './refreshFailure';

describe('refresh failures', () => {
  it.each([
    ['a plain error', new Error('refresh failed'), undefined],
    ['null', null, undefined],
    ['a string', 'failed', undefined],
    ['an answer without a status', { response: {} }, undefined],
    ['an empty answer', { response: null }, undefined],
    ['a status that is not a number', { response: { status: '400' } }, undefined],
    ['a 400 answer', Object.assign(new Error('Server responded with an invalid status.'), { response: { status: 400 } }), 400],
    ['a 500 answer', { response: { status: 500 } }, 500],
  ])('the status of %s is %p', (_, error, status) => {
    expect(refreshFailureStatus(error)).toBe(status);
  });

  it("recognises keycloak-js's invalid-nonce error and nothing else", () => {
    expect(isInvalidNonce(new Error('Invalid nonce.'))).toBe(true);
    expect(isInvalidNonce(new Error('Invalid nonce'))).toBe(false);
    expect(isInvalidNonce({ message: 'Invalid nonce.' })).toBe(false);
    expect(isInvalidNonce('Invalid nonce.')).toBe(false);
  });
});
