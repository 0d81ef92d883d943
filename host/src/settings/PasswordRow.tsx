import { Button, HStack, Text } from '@portal/ui/chakra';
import { openChangePassword } from '@portal/platform';

/** Spec §2 settings: the Password row with 'Изменить' (opens the change-password dialog with cancel). */
export function PasswordRow() {
  return (
    <HStack justify="space-between">
      <Text fontWeight="medium">Пароль</Text>
      <Button size="sm" variant="outline" onClick={() => openChangePassword({ forced: false })}>
        Изменить
      </Button>
    </HStack>
  );
}
