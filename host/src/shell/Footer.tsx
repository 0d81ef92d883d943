import { Flex, Link, Text } from '@portal/ui/chakra';
import { useVocabularyText } from '@portal/platform';
import { FOOTER_HEIGHT } from '@portal/ui';
import { useEnvQuery } from '../serverData/useEnvQuery';
import { useVocabularyQuery } from '../serverData/useVocabularyQuery';
import { isBankBranch } from './footerCopyright';

export const SUPPORT_LABEL = 'Служба поддержки';

/** Footer of spec §1: support phone and e-mail from the vocabulary; the copyright of the bank or the company. */
export function Footer() {
  useVocabularyQuery();
  const env = useEnvQuery();
  const phone = useVocabularyText('supportPhone', '');
  const email = useVocabularyText('supportEmail', '');
  const bankCopyright = useVocabularyText('copyrightBank', '');
  const companyCopyright = useVocabularyText('copyrightCompany', '');
  const copyright = env.data ? (isBankBranch(env.data) ? bankCopyright : companyCopyright) : '';
  return (
    <Flex as="footer" data-testid="footer" align="center" justify="space-between" gap="4" px="4" height={`${FOOTER_HEIGHT}px`} flexShrink={0} borderTopWidth="1px" bg="palette.container_footer" fontSize="xs" color="fg.muted" overflow="hidden" whiteSpace="nowrap">
      <Flex gap="3" align="center" minW="0">
        {(phone || email) && <Text>{SUPPORT_LABEL}:</Text>}
        {phone && (
          <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="inherit">
            {phone}
          </Link>
        )}
        {email && (
          <Link href={`mailto:${email}`} color="inherit">
            {email}
          </Link>
        )}
      </Flex>
      {copyright && <Text data-testid="footer-copyright">{copyright}</Text>}
    </Flex>
  );
}
