import type { User } from '@portal/api';
import type { SigningCertificate } from './signingCertificate';
import { certificateDateTo, matchCertificate } from './certificateHolder';

const supplier = {
  username: 'supplier',
  scope: 'LKK',
  fio: 'Иванов Иван Иванович',
  inn: '771234567859',
  innOrg: '7704012340',
} as User;
const agent = { ...supplier, scope: 'LKA' } as User;

function certificate(subject: string): SigningCertificate {
  return { name: 'x', issuerName: 'CN=УЦ', subjectName: subject, thumbprint: 'A'.repeat(40), validFrom: '2025-01-01T00:00:00.000Z', validTo: '2026-03-04T05:06:07.000Z' };
}

const OWN = 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7704012340, C=RU';

describe('adding a certificate: matching rules (spec §5)', () => {
  it('matches name (case-insensitive), INN and organisation INN', () => {
    const result = matchCertificate(certificate(OWN.replace('SN=Иванов', 'SN=ИВАНОВ')), supplier);
    expect(result).toEqual({
      kind: 'match',
      certificate: { id: 'A'.repeat(40), fio: 'ИВАНОВ Иван Иванович', innUser: '771234567859', innCompany: '7704012340', dateTo: certificateDateTo('2026-03-04T05:06:07.000Z') },
    });
  });

  it.each<[string, string, User, string]>([
    ['another person', 'SN=Сидоров, G=Пётр Павлович, ИНН=540123456723, ИНН ЮЛ=7704012340', supplier, 'Не совпадают параметры подписи и пользователя: ФИО подписанта, ИНН подписанта'],
    ['another organisation', 'SN=Иванов, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7707083893', supplier, 'Не совпадают параметры подписи и пользователя: ИНН организации'],
    ['all three', 'SN=Петров, G=Иван Иванович, ИНН=500345678979, ИНН ЮЛ=7707083893', supplier, 'Не совпадают параметры подписи и пользователя: ФИО подписанта, ИНН подписанта, ИНН организации'],
    ['an agent with another name', 'SN=Петров, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7707083893', agent, 'Не совпадают параметры подписи и пользователя: ФИО подписанта'],
  ])('refuses %s with the exact text', (_case, subject, user, message) => {
    expect(matchCertificate(certificate(subject), user)).toEqual({ kind: 'mismatch', message });
  });

  it('lets an agent use a certificate of another organisation when name and INN match', () => {
    expect(matchCertificate(certificate('SN=Иванов, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7707083893'), agent).kind).toBe('match');
  });

  it('falls back to the power of attorney without a legal-entity INN', () => {
    const result = matchCertificate(certificate('SN=Иванов, G=Иван Иванович, ИНН=771234567859'), supplier);
    expect(result).toMatchObject({ kind: 'needs-power-of-attorney', certificate: { innCompany: '' } });
    expect(matchCertificate(certificate('SN=Иванов, G=Пётр, ИНН=771234567859'), supplier)).toEqual({
      kind: 'mismatch',
      message: 'Не совпадают параметры подписи и пользователя: ФИО подписанта',
    });
  });

  it('formats dateTo as DD.MM.YYYY HH:mm:ss', () => {
    expect(certificateDateTo('2026-03-04T05:06:07.000Z')).toMatch(/^\d{2}\.\d{2}\.2026 \d{2}:\d{2}:07$/);
  });
});
