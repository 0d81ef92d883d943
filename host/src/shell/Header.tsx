import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { CABINET_NAMES } from '@portal/api';
import { logout, useCurrentUser } from '@portal/platform';

/** Header of spec §1 (this part): short name, full name, active role in brackets, and 'Выход'. */
export function Header() {
  const user = useCurrentUser();
  const signOut = () => {
    logout().catch((error: unknown) => console.error('Logout failed', error));
  };
  return (
    <Flex as="header" align="center" justify="flex-end" gap="4" px="6" py="3" borderBottomWidth="1px" bg="bg.panel">
      {user && (
        <Box data-testid="header-user" textAlign="right">
          <Text fontWeight="semibold">{user.shortName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {user.fio} ({CABINET_NAMES[user.scope]})
          </Text>
        </Box>
      )}
      <Button variant="outline" onClick={signOut}>
        Выход
      </Button>
    </Flex>
  );
}
