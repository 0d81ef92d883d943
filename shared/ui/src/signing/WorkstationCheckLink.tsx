import { SIGNING_MESSAGES } from '@portal/platform';
import { Link, Text } from '../kit/chakra';

/** The page that tells whether this computer can sign and how to fix it; open without signing in (decision 0028). */
export const WORKSTATION_CHECK_PATH = '/check';

/**
 * Shown where signing failed for a reason the workstation check can diagnose (no plug-in, an old plug-in or CSP, no
 * certificate, a signature the plug-in refused). It opens in a new tab, so the dialog and what was chosen stay.
 */
export function WorkstationCheckLink() {
  return (
    <Text fontSize="sm" data-testid="workstation-check-link">
      Что мешает подписать, покажет{' '}
      <Link href={WORKSTATION_CHECK_PATH} target="_blank" rel="noopener" color="fg" textDecoration="underline">
        проверка рабочего места (откроется в новой вкладке)
      </Link>
    </Text>
  );
}

const CERTIFICATE_NOT_FOUND = /^Сертификат с отпечатком .* не найден$/;

/** Whether a signing failure's text is one of the bridge's (spec §8 "Signing"): the workstation check can explain it. */
export function isWorkstationProblem(text: string): boolean {
  return (Object.values(SIGNING_MESSAGES) as string[]).some((message) => text.startsWith(message)) || CERTIFICATE_NOT_FOUND.test(text);
}
