import { z } from './zod';
import { lenientId, lenientText } from './lenient';

/** dateTo of a certificate to save: DD.MM.YYYY HH:mm:ss (spec §3). */
export const CERTIFICATE_DATE_PATTERN = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/;

/**
 * Body of POST /certificate/add (spec §3 "Certificate to save"), strict. innCompany is the organisation's INN:
 * 10 digits for a legal entity, 12 for a sole proprietor, empty for a certificate without one.
 */
export const certificateToSaveSchema = z.strictObject({
  id: z.string().check(z.regex(/^[0-9A-Fa-f]{40}$/)),
  fio: z.string().check(z.trim(), z.minLength(1)),
  innUser: z.string().check(z.regex(/^\d{12}$/)),
  innCompany: z.union([z.string().check(z.regex(/^(\d{10}|\d{12})$/)), z.literal('')]),
  dateTo: z.string().check(z.regex(CERTIFICATE_DATE_PATTERN)),
});
export type CertificateToSave = z.infer<typeof certificateToSaveSchema>;

/**
 * One login certificate of GET /certificate/all (ARCHITECTURE rule 9): only the id (to delete it) is needed;
 * owner, organisation INN, client INN and expiry are shown as sent, whatever their format.
 */
export const loginCertificateSchema = z.object({
  id: lenientId,
  fio: lenientText,
  innUser: lenientText,
  innCompany: lenientText,
  dateTo: lenientText,
});
export type LoginCertificate = z.infer<typeof loginCertificateSchema>;
