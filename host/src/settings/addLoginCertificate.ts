import { z } from '@portal/api/zod';
import { certificateToSaveSchema, type CertificateToSave, type User } from '@portal/api';
import { matchCertificate, notify, warn, type SigningCertificate } from '@portal/platform';
import { POWER_OF_ATTORNEY_MISSING_TEXT } from '@portal/api';
import { serverMessage, statusOf } from './serverMessage';
import { settingsApi } from './settingsApi';

export const CERTIFICATE_TAKEN_TEXT = 'Сертификат используется другим пользователем';
export const CERTIFICATE_ADDED_TEXT = 'Сертификат добавлен';
export const CERTIFICATE_UNFIT_PREFIX = 'Сертификат нельзя добавить, неверный формат:';

/** What happened, for the picker: added, or a text to show under it. */
export type AddOutcome = { added: true } | { added: false; problem: string };

/** Any other failure of the check (5xx, no network): the global handling has told the user already. */
export const POWER_OF_ATTORNEY_CHECK_FAILED_TEXT = 'Не удалось проверить доверенность';
/** A 400 with no text at all. */
const POWER_OF_ATTORNEY_UNUSABLE_TEXT = 'Доверенность не может быть использована';

/**
 * Spec §8: GET /vicarious 400 → the server's error text (JSON or plain) as a warning; 404 → the spec's text.
 * Other failures are not a missing power of attorney and say so. The organisation INN when one is in force.
 */
async function powerOfAttorneyInnCompany(): Promise<string | { problem: string }> {
  try {
    return (await settingsApi.checkPowerOfAttorney()).innCompany;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) {
      const problem = status === 404 ? POWER_OF_ATTORNEY_MISSING_TEXT : await serverMessage(error, POWER_OF_ATTORNEY_UNUSABLE_TEXT);
      warn(problem);
      return { problem };
    }
    return { problem: POWER_OF_ATTORNEY_CHECK_FAILED_TEXT };
  }
}

/** Names of the certificate's fields, for a certificate the request check refuses. */
const FIELD_NAMES: Record<string, string> = { id: 'отпечаток', fio: 'ФИО', innUser: 'ИНН подписанта', innCompany: 'ИНН организации', dateTo: 'срок действия' };

/** Which fields keep the certificate from being saved (spec §3 "Certificate to save"), as a message; null when none. */
function unfitFields(certificate: CertificateToSave): string | null {
  const result = z.safeParse(certificateToSaveSchema, certificate);
  if (result.success) return null;
  const fields = [...new Set(result.error.issues.map((issue) => FIELD_NAMES[String(issue.path[0])] ?? String(issue.path[0])))];
  return `${CERTIFICATE_UNFIT_PREFIX} ${fields.join(', ')}`;
}

/**
 * Adds a login certificate: the matching rules of spec §5 (with the power-of-attorney fall-back), then
 * POST /certificate/add; 409 means another user has it.
 */
export async function addLoginCertificate(signing: SigningCertificate, user: User): Promise<AddOutcome> {
  const match = matchCertificate(signing, user);
  if (match.kind === 'mismatch') return { added: false, problem: match.message };
  let certificate = match.certificate;
  if (match.kind === 'needs-power-of-attorney') {
    const innCompany = await powerOfAttorneyInnCompany();
    if (typeof innCompany !== 'string') return { added: false, problem: innCompany.problem };
    certificate = { ...certificate, innCompany };
  }
  const unfit = unfitFields(certificate);
  if (unfit) return { added: false, problem: unfit };
  try {
    await settingsApi.addCertificate(certificate);
  } catch (error) {
    const status = statusOf(error);
    if (status === 409) return { added: false, problem: await serverMessage(error, CERTIFICATE_TAKEN_TEXT) };
    if (status === 400) return { added: false, problem: await serverMessage(error, 'Сертификат не добавлен') };
    throw error;
  }
  notify(CERTIFICATE_ADDED_TEXT);
  return { added: true };
}
