import type { User } from '@portal/api';
import { matchCertificate, parseSubjectName, type SigningCertificate } from '@portal/platform';
import { formatDate } from '../format';

/** What tells one certificate from another: holder, organisation, INNs, issuer and validity. */
export interface CertificateDescription {
  holder: string;
  organisation: string;
  /** The holder's own INN. */
  inn: string;
  /** The organisation's INN (ИНН ЮЛ), '' when the certificate has none. */
  innOrganisation: string;
  /** The certification authority, by its common name. */
  issuer: string;
  validFrom: string;
  validTo: string;
}

export function describeSigningCertificate(certificate: SigningCertificate): CertificateDescription {
  const subject = parseSubjectName(certificate.subjectName);
  const issuer = parseSubjectName(certificate.issuerName);
  return {
    holder: certificate.name || subject.commonName || `${subject.surname} ${subject.givenName}`.trim(),
    organisation: subject.organisation,
    inn: subject.inn,
    innOrganisation: subject.innLegalEntity ?? '',
    issuer: issuer.commonName || issuer.organisation || certificate.issuerName,
    validFrom: formatDate(certificate.validFrom),
    validTo: formatDate(certificate.validTo),
  };
}

/** One line of the picker: enough to tell two certificates of one person apart. */
export function certificateOptionText(certificate: SigningCertificate): string {
  const about = describeSigningCertificate(certificate);
  const parts = [about.holder];
  if (about.organisation) parts.push(about.organisation);
  parts.push(about.innOrganisation ? `ИНН организации ${about.innOrganisation}` : about.inn ? `ИНН ${about.inn}` : 'без ИНН');
  if (about.issuer) parts.push(`выдан: ${about.issuer}`);
  parts.push(`до ${about.validTo}`);
  return parts.join(', ');
}

export interface OrderedCertificates {
  /** The signed-in user's (spec §5 "Adding a certificate": name, INN and, but for agents, the organisation's INN). */
  own: SigningCertificate[];
  others: SigningCertificate[];
}

/**
 * The user's own certificates first — those with the organisation's INN before those that need a power of attorney,
 * then the longest valid — and everyone else's after, by name. Without a user (sign-in by certificate, /check
 * before sign-in) no certificate is anyone's own.
 */
export function orderCertificates(certificates: readonly SigningCertificate[], user: User | null): OrderedCertificates {
  const byName = (a: SigningCertificate, b: SigningCertificate) => a.name.localeCompare(b.name, 'ru') || b.validTo.localeCompare(a.validTo);
  if (!user) return { own: [], others: [...certificates].sort(byName) };
  const rank = new Map(certificates.map((certificate) => [certificate.thumbprint, matchCertificate(certificate, user).kind]));
  // An agent's certificate may carry any organisation's INN (spec §5): the user's own organisation still comes first.
  const ofOwnOrganisation = (certificate: SigningCertificate) => parseSubjectName(certificate.subjectName).innLegalEntity === user.innOrg;
  const own = certificates
    .filter((certificate) => rank.get(certificate.thumbprint) !== 'mismatch')
    .sort(
      (a, b) =>
        Number(rank.get(a.thumbprint) !== 'match') - Number(rank.get(b.thumbprint) !== 'match') ||
        Number(!ofOwnOrganisation(a)) - Number(!ofOwnOrganisation(b)) ||
        b.validTo.localeCompare(a.validTo),
    );
  const others = certificates.filter((certificate) => rank.get(certificate.thumbprint) === 'mismatch').sort(byName);
  return { own, others };
}
