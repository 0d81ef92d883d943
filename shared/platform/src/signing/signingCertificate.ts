import { CADES, type CadesCertificate } from './cadesObjectModel';

/** Signing certificate of spec §3: what the portal shows and matches; dates as ISO strings. */
export interface SigningCertificate {
  name: string;
  issuerName: string;
  subjectName: string;
  thumbprint: string;
  validFrom: string;
  validTo: string;
}

function isoDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

export async function readCertificate(certificate: CadesCertificate): Promise<SigningCertificate> {
  const [name, issuerName, subjectName, thumbprint, validFrom, validTo] = await Promise.all([
    certificate.GetInfo(CADES.CAPICOM_CERT_INFO_SUBJECT_SIMPLE_NAME),
    certificate.IssuerName,
    certificate.SubjectName,
    certificate.Thumbprint,
    certificate.ValidFromDate,
    certificate.ValidToDate,
  ]);
  return { name, issuerName, subjectName, thumbprint, validFrom: isoDate(validFrom), validTo: isoDate(validTo) };
}

/** Spec §5: valid in time (the plug-in's filter, checked again against the page's clock). */
export function isValidAt(certificate: SigningCertificate, now: Date): boolean {
  const from = Date.parse(certificate.validFrom);
  const to = Date.parse(certificate.validTo);
  return Number.isFinite(from) && Number.isFinite(to) && from <= now.getTime() && now.getTime() <= to;
}
