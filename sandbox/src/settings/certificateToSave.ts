import type { CertificateRecord as CertificateToSave } from '../api/contract/records';
import type { EmulatedCertificate } from '../cryptopro/emulatedCertificates';
import { parseSubjectName } from '../cryptopro/subjectFields';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** DD.MM.YYYY HH:mm:ss in UTC (spec §3 certificate dateTo). */
export function certificateDate(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** What the portal would send for this certificate (used to seed the demo state). */
export function certificateToSave(certificate: EmulatedCertificate): CertificateToSave {
  const subject = parseSubjectName(certificate.subjectName);
  return {
    id: certificate.thumbprint,
    fio: `${subject.surname} ${subject.givenName}`,
    innUser: subject.inn,
    innCompany: subject.innLegalEntity ?? '',
    dateTo: certificateDate(certificate.validTo),
  };
}
