import type { Scope, User } from '@portal/api';
import { matchCertificate, MISMATCH_PREFIX } from './certificateHolder';
import { isValidAt, type SigningCertificate } from './signingCertificate';

/** Spec §5 "Adding a certificate", per scope: every cabinet but the agent's needs the organisation's INN. */
function userOf(scope: Scope): User {
  return { username: 'u', scope, fio: 'Иванов Иван Иванович', inn: '771234567859', innOrg: '7704012340' } as User;
}

function certificate(subjectName: string, validFrom = '2025-01-01T00:00:00.000Z', validTo = '2026-03-04T05:06:07.000Z'): SigningCertificate {
  return { name: 'x', issuerName: 'CN=УЦ', subjectName, thumbprint: 'B'.repeat(40), validFrom, validTo };
}

const OTHER_ORG = 'SN=Иванов, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7707083893';
const OWN_ORG = 'SN=Иванов, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7704012340';

describe('certificate holder rules per scope', () => {
  it.each<Scope>(['LKK', 'LKD', 'LKP'])('%s: a certificate of another organisation is refused', (scope) => {
    expect(matchCertificate(certificate(OTHER_ORG), userOf(scope))).toEqual({
      kind: 'mismatch',
      message: `${MISMATCH_PREFIX} ИНН организации`,
    });
  });

  it.each<Scope>(['LKK', 'LKD', 'LKP', 'LKA'])("%s: a certificate of the user's own organisation matches", (scope) => {
    expect(matchCertificate(certificate(OWN_ORG), userOf(scope))).toMatchObject({
      kind: 'match',
      certificate: { innUser: '771234567859', innCompany: '7704012340', fio: 'Иванов Иван Иванович', id: 'B'.repeat(40) },
    });
  });

  it('LKA: the organisation INN is not compared, the person still is', () => {
    expect(matchCertificate(certificate(OTHER_ORG), userOf('LKA'))).toMatchObject({ kind: 'match', certificate: { innCompany: '7707083893' } });
    expect(matchCertificate(certificate(OTHER_ORG.replace('ИНН=771234567859', 'ИНН=500345678979')), userOf('LKA'))).toEqual({
      kind: 'mismatch',
      message: `${MISMATCH_PREFIX} ИНН подписанта`,
    });
  });

  it.each<Scope>(['LKK', 'LKD', 'LKP', 'LKA'])('%s: without a legal-entity INN the power of attorney decides', (scope) => {
    expect(matchCertificate(certificate('SN=Иванов, G=Иван Иванович, ИНН=771234567859'), userOf(scope))).toMatchObject({
      kind: 'needs-power-of-attorney',
      certificate: { innCompany: '' },
    });
  });

  it('compares names ignoring case and extra spaces, and falls back to the common name', () => {
    const user = { ...userOf('LKP'), fio: '  иванов   ИВАН  иванович ' };
    expect(matchCertificate(certificate(OWN_ORG), user).kind).toBe('match');
    expect(matchCertificate(certificate('CN=Иванов Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7704012340'), userOf('LKP'))).toMatchObject({
      kind: 'match',
      certificate: { fio: 'Иванов Иван Иванович' },
    });
  });
});

describe('isValidAt (spec §5: only certificates valid now)', () => {
  const cert = certificate(OWN_ORG, '2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');

  it('is valid from the first to the last moment, inclusive', () => {
    expect(isValidAt(cert, new Date('2025-01-01T00:00:00.000Z'))).toBe(true);
    expect(isValidAt(cert, new Date('2025-06-01T00:00:00.000Z'))).toBe(true);
    expect(isValidAt(cert, new Date('2026-01-01T00:00:00.000Z'))).toBe(true);
  });

  it('is not valid before or after', () => {
    expect(isValidAt(cert, new Date('2024-12-31T23:59:59.999Z'))).toBe(false);
    expect(isValidAt(cert, new Date('2026-01-01T00:00:00.001Z'))).toBe(false);
  });

  it('is not valid with unreadable dates', () => {
    expect(isValidAt({ ...cert, validFrom: 'soon' }, new Date('2025-06-01T00:00:00.000Z'))).toBe(false);
    expect(isValidAt({ ...cert, validTo: 'later' }, new Date('2025-06-01T00:00:00.000Z'))).toBe(false);
  });
});
