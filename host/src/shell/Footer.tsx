import { Flex, Link, Text, VisuallyHidden } from '@portal/ui/chakra';
import { useVocabularyText } from '@portal/platform';
import { BREAKPOINTS, FOOTER_HEIGHT, useViewportBelow } from '@portal/ui';
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
  // On a phone the label is read out but not shown: phone and e-mail then share one line and the footer takes two
  // lines of small print instead of three.
  const onPhone = useViewportBelow(BREAKPOINTS.xs);
  const Label = onPhone ? VisuallyHidden : Text;
  return (
    // 30 px high while everything fits one line (spec §9); on a narrow screen it wraps and grows instead of overlapping.
    <Flex as="footer" data-testid="footer" align="center" justify="space-between" wrap="wrap" columnGap="4" rowGap="0.5" px="4" py="1" minHeight={`${FOOTER_HEIGHT}px`} flexShrink={0} borderTopWidth="1px" bg="palette.container_footer" fontSize="xs" lineHeight="short" color="fg.muted">
      <Flex columnGap="3" rowGap="0.5" align="center" wrap="wrap" minW="0">
        {(phone || email) && <Label>{SUPPORT_LABEL}:</Label>}
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
