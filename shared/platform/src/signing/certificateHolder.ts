import { SCOPE_RULES, type CertificateToSave, type User } from '@portal/api';
import type { SigningCertificate } from './signingCertificate';
import { parseSubjectName } from './subjectName';

export const MISMATCH_PREFIX = 'Не совпадают параметры подписи и пользователя:';
export const MISMATCH_PARTS = { fio: 'ФИО подписанта', inn: 'ИНН подписанта', innOrg: 'ИНН организации' } as const;

export type CertificateMatch =
  | { kind: 'match'; certificate: CertificateToSave }
  | { kind: 'mismatch'; message: string }
  /** No legal-entity INN in the certificate: the user's power of attorney decides (spec §5). */
  | { kind: 'needs-power-of-attorney'; certificate: CertificateToSave };

function normalised(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** DD.MM.YYYY HH:mm:ss (spec §3 certificate dateTo), in the page's time zone. */
export function certificateDateTo(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * Whose certificate this is, by spec §5 "Adding a certificate" — one rule for the browser (settings) and the
 * sandbox's POST /certificate/add, so another person's certificate is refused on both sides: surname and given name equal the user's full name (case-insensitive), the
 * subject holds the user's INN and, where the user's scope asks it (SCOPE_RULES of @portal/api: all but agents), the
 * organisation's INN. Without a legal-entity INN in the certificate, name and INN must still match and a power of
 * attorney is checked instead.
 */
export function matchCertificate(signing: SigningCertificate, user: User): CertificateMatch {
  const subject = parseSubjectName(signing.subjectName);
  const fio = `${subject.surname} ${subject.givenName}`.trim() || subject.commonName;
  const mismatched: string[] = [];
  if (normalised(fio) !== normalised(user.fio)) mismatched.push(MISMATCH_PARTS.fio);
  if (subject.inn !== user.inn) mismatched.push(MISMATCH_PARTS.inn);
  const hasLegalEntityInn = subject.innLegalEntity !== null;
  if (hasLegalEntityInn && SCOPE_RULES[user.scope].certificateHoldsOrganisationInn && subject.innLegalEntity !== user.innOrg) mismatched.push(MISMATCH_PARTS.innOrg);
  if (mismatched.length > 0) return { kind: 'mismatch', message: `${MISMATCH_PREFIX} ${mismatched.join(', ')}` };
  const certificate: CertificateToSave = {
    id: signing.thumbprint,
    fio,
    innUser: subject.inn,
    innCompany: subject.innLegalEntity ?? '',
    dateTo: certificateDateTo(signing.validTo),
  };
  return hasLegalEntityInn ? { kind: 'match', certificate } : { kind: 'needs-power-of-attorney', certificate };
}
