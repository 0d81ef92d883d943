import { Box, Text } from '@portal/ui/chakra';
import { CABINET_NAMES, type User } from '@portal/api';

/** Spec §1: the user's short name, full name and the active role in brackets. */
export function UserIdentity({ user }: { user: User }) {
  return (
    <Box data-testid="header-user" textAlign="right" minW="0" lineHeight="short">
      <Text fontWeight="semibold" truncate>
        {user.shortName}
      </Text>
      <Text fontSize="sm" color="fg.muted" truncate>
        {user.fio} ({CABINET_NAMES[user.scope]})
      </Text>
    </Box>
  );
}
