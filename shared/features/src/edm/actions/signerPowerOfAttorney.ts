import { parseSubjectName, type SigningCertificate, failureStatus } from '@portal/platform';
import { edmApi } from '../api/edmApi';
import { failureMessage } from '../api/failureMessage';
import { EDM_MESSAGES } from '../edmMessages';

export type PowerOfAttorneyChoice = { vicariousId: string | number | null } | { problem: string };

/**
 * Spec §5's fall-back: a certificate without the organisation's INN (ИНН ЮЛ) signs under the user's МЧД, whose id
 * goes with each signature (signatureInfos[].vicariousId). 404 means none is uploaded (spec §8's text); 400 the
 * server's reason.
 */
export async function powerOfAttorneyFor(certificate: SigningCertificate): Promise<PowerOfAttorneyChoice> {
  if (parseSubjectName(certificate.subjectName).innLegalEntity) return { vicariousId: null };
  try {
    const power = await edmApi.powerOfAttorney();
    // The id is kept as sent (a number or a string): the spec does not say which.
    const id = power.id;
    return (typeof id === 'number' && id > 0) || (typeof id === 'string' && id.trim() !== '') ? { vicariousId: id } : { problem: EDM_MESSAGES.noPowerOfAttorney };
  } catch (error) {
    if (failureStatus(error) === 404) return { problem: EDM_MESSAGES.noPowerOfAttorney };
    return { problem: await failureMessage(error, 'Не удалось проверить доверенность') };
  }
}
