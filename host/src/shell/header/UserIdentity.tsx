import { Box, Text } from '@portal/ui/chakra';
import type { User } from '@portal/api';

/**
 * The full name with the active role in brackets, as spec §1 writes it; the role is the cabinet's name from its
 * manifest (decision 0054), and the full name stands alone while that is unknown.
 */
export function fullNameWithRole(user: User, cabinetName: string | null): string {
  return cabinetName ? `${user.fio} (${cabinetName})` : user.fio;
}

/**
 * Spec §1: the user's short name, full name and the active role in brackets; `shortOnly` on narrow screens (the rest
 * is in the user menu), `compact` on a phone: the short name in small print.
 */
/** Below this room a phone's header leaves the short name out (it is in the user menu) rather than show «с…». */
export const COMPACT_NAME_MIN_ROOM = '4.5rem';

export function UserIdentity({
  user,
  cabinetName,
  shortOnly = false,
  compact = false,
}: {
  user: User;
  cabinetName: string | null;
  shortOnly?: boolean;
  compact?: boolean;
}) {
  return (
    <Box
      data-testid="header-user"
      textAlign="right"
      minW="0"
      flexShrink={1}
      lineHeight="short"
      // On a phone the name takes the room the limit leaves and measures it (a size container) to know if it fits.
      {...(compact ? { flex: '1 1 0', containerType: 'inline-size' } : {})}
    >
      <Text
        fontWeight="semibold"
        fontSize={compact ? 'xs' : undefined}
        truncate
        title={compact ? user.shortName : undefined}
        css={compact ? { [`@container (max-width: ${COMPACT_NAME_MIN_ROOM})`]: { display: 'none' } } : undefined}
      >
        {user.shortName}
      </Text>
      {!shortOnly && (
        <Text fontSize="sm" color="fg.muted" truncate>
          {fullNameWithRole(user, cabinetName)}
        </Text>
      )}
    </Box>
  );
}
