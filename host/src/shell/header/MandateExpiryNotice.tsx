import { Text, VisuallyHidden } from '@portal/ui/chakra';
import { formatDate } from '@portal/ui';
import { useMandateExpiry } from './useMandateExpiry';

const ADVICE = 'Необходимо обновить доверенность в профиле пользователя.';

/** How much of the notice the header has room for: all of it, the date (below sm), the word «МЧД» (below xs). */
export type NoticeSize = 'full' | 'date' | 'word';

/**
 * The orange notice of spec §4, shown while GET /vicarious/expiredStatus answers status true. On narrow screens it
 * shows less (see NoticeSize); the rest stays for screen readers and in the title.
 */
export function MandateExpiryNotice({ size = 'full' }: { size?: NoticeSize }) {
  const expiry = useMandateExpiry();
  if (!expiry.data?.status) return null;
  const date = formatDate(expiry.data.expirationDate);
  const compact = size !== 'full';
  return (
    <Text
      role="status"
      data-testid="mandate-expiry"
      color="orange.fg"
      bg="orange.subtle"
      fontSize="xs"
      fontWeight="medium"
      px={compact ? '2' : '3'}
      py="1"
      borderRadius="md"
      lineClamp={2}
      maxW={compact ? '104px' : '420px'}
      minW="0"
      overflow="hidden"
      flexShrink={compact ? 1 : 0}
      title={compact ? `Срок действия МЧД до ${date} ${ADVICE}` : undefined}
    >
      {size === 'word' && (
        <>
          МЧД<VisuallyHidden> до {date}. {ADVICE}</VisuallyHidden>
        </>
      )}
      {size === 'date' && (
        <>
          МЧД до {date}
          <VisuallyHidden> {ADVICE}</VisuallyHidden>
        </>
      )}
      {size === 'full' && (
        <>
          Срок действия МЧД до {date} {ADVICE}
        </>
      )}
    </Text>
  );
}
