import { Text } from '@portal/ui/chakra';
import { formatDate } from '@portal/ui';
import { useMandateExpiry } from './useMandateExpiry';

/** The orange notice of spec §4, shown while GET /vicarious/expiredStatus answers status true. */
export function MandateExpiryNotice() {
  const expiry = useMandateExpiry();
  if (!expiry.data?.status) return null;
  return (
    <Text role="status" data-testid="mandate-expiry" color="orange.fg" bg="orange.subtle" fontSize="xs" fontWeight="medium" px="3" py="1" borderRadius="md" lineClamp={2} maxW="420px">
      Срок действия МЧД до {formatDate(expiry.data.expirationDate)} Необходимо обновить доверенность в профиле пользователя.
    </Text>
  );
}
