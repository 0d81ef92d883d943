import { certificateValidityProblem } from './certificateValidity';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);
const iso = (ms: number) => new Date(ms).toISOString();

describe('certificateValidityProblem (POST /certificate/add)', () => {
  it('accepts a certificate in force', () => {
    expect(certificateValidityProblem({ validFrom: iso(now - DAY_MS), validTo: iso(now + DAY_MS) }, now)).toBeNull();
  });

  it('refuses one whose validity has ended', () => {
    expect(certificateValidityProblem({ validFrom: iso(now - 400 * DAY_MS), validTo: iso(Date.UTC(2026, 9, 26, 12)) }, now)).toBe('Срок действия сертификата истёк 26.10.2026');
  });

  it('refuses one whose validity has not begun', () => {
    expect(certificateValidityProblem({ validFrom: iso(Date.UTC(2026, 11, 1, 9)), validTo: iso(now + 400 * DAY_MS) }, now)).toBe(
      'Срок действия сертификата ещё не начался: он действует с 01.12.2026',
    );
  });

  it('refuses dates it cannot read', () => {
    expect(certificateValidityProblem({ validFrom: 'never', validTo: iso(now + DAY_MS) }, now)).toBe('Срок действия сертификата не распознан');
  });
});
