/** @jest-environment node */
import { streebog256Hex } from './streebog';

/** GOST R 34.11-2012, appendix A: example M1 and the empty message (RFC 6986 section 10). */
describe('Streebog-256', () => {
  it('matches the standard\'s example M1', () => {
    const m1 = new TextEncoder().encode('012345678901234567890123456789012345678901234567890123456789012');
    expect(streebog256Hex(m1)).toBe('9d151eefd8590b89daa6ba6cb74af9275dd051026bb149a452fd84e5e57b5500');
  });

  it('hashes the empty message', () => {
    expect(streebog256Hex(new Uint8Array())).toBe('3f539a213e97c802cc229d474c6aa32a825a360b2a933a949fd925208d9ce1bb');
  });
});
