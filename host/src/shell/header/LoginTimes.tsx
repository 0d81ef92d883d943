import { Box, Text } from '@portal/ui/chakra';
import { formatLoginTime } from './formatLoginTime';

export const CURRENT_LOGIN_LABEL = 'Текущий вход';
export const PREVIOUS_LOGIN_LABEL = 'Предыдущий вход';

/** Spec §1: the current session's login time and the previous one, if any. */
export function LoginTimes({ current, previous }: { current: string | null; previous: string | null }) {
  const currentText = formatLoginTime(current);
  const previousText = formatLoginTime(previous);
  if (!currentText && !previousText) return null;
  return (
    <Box data-testid="header-login-times" fontSize="xs" color="fg.muted" lineHeight="short" textAlign="right" whiteSpace="nowrap">
      {currentText && (
        <Text>
          {CURRENT_LOGIN_LABEL}: {currentText}
        </Text>
      )}
      {previousText && (
        <Text>
          {PREVIOUS_LOGIN_LABEL}: {previousText}
        </Text>
      )}
    </Box>
  );
}
