import { z } from 'zod/mini';

/** dateTo of a certificate to save: DD.MM.YYYY HH:mm:ss (spec §3). */
export const CERTIFICATE_DATE_PATTERN = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/;

/** Body of POST /certificate/add (spec §3 "Certificate to save"); innCompany is empty for a certificate without ИНН ЮЛ. */
export const certificateToSaveSchema = z.object({
  id: z.string().check(z.regex(/^[0-9A-Fa-f]{40}$/)),
  fio: z.string().check(z.trim(), z.minLength(1)),
  innUser: z.string().check(z.regex(/^\d{12}$/)),
  innCompany: z.union([z.string().check(z.regex(/^\d{10}$/)), z.literal('')]),
  dateTo: z.string().check(z.regex(CERTIFICATE_DATE_PATTERN)),
});
export type CertificateToSave = z.infer<typeof certificateToSaveSchema>;

/** One login certificate of GET /certificate/all: owner, organisation INN, client INN, expiry. */
export const loginCertificateSchema = certificateToSaveSchema;
export type LoginCertificate = CertificateToSave;
export const loginCertificateListSchema = z.array(loginCertificateSchema);
