import { useState } from 'react';
import { useQueryClient } from '@portal/ui/query';
import { Button, Field, HStack, Input, Text } from '@portal/ui/chakra';
import { isSettablePassword } from '@portal/api';
import { notify, openChangePassword, useCurrentUser, withLoader } from '@portal/platform';
import { useSingleFlight } from '@portal/ui';
import { PASSWORD_CHANGED_TEXT } from '../password/ChangePasswordDialog';
import { setPassword } from '../password/changePasswordApi';
import { CURRENT_USER_QUERY_KEY } from '../user/useCurrentUserQuery';
import { serverMessage, statusOf } from './serverMessage';

export const PASSWORD_NOT_SET_TEXT = 'Пароль не изменён';

/**
 * Spec §2 settings: the Password row with 'Изменить'.
 *
 * A user who has a password (`hasActualPassword`) changes it in the change-password dialog, which asks for the
 * current one (the four-field action of spec §7); the row only opens it (the back end refuses
 * PUT /{scope}/user/password without the current password). At a first sign-in (`hasActualPassword: false`) the
 * row sends PUT /{scope}/user/password with the new password as body (spec §7), only when it is non-empty and not
 * only whitespace (spec §5); any 2xx is success.
 */
export function PasswordRow() {
  const user = useCurrentUser();
  if (user && !user.hasActualPassword) return <FirstPasswordRow />;
  return (
    <HStack width="full" justify="space-between" data-testid="password-row">
      <Text fontWeight="medium" fontSize="sm">
        Пароль
      </Text>
      <Button size="sm" variant="outline" disabled={!user} onClick={() => openChangePassword({ forced: false })}>
        Изменить
      </Button>
    </HStack>
  );
}

/** The row of a user without an actual password: the new password, set with the spec's PUT. */
function FirstPasswordRow() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [password, setPasswordText] = useState('');
  const [problem, setProblem] = useState('');
  const { run, pending: busy } = useSingleFlight();

  const apply = () =>
    run(async () => {
      if (!user || !isSettablePassword(password)) return;
      setProblem('');
      try {
        await withLoader(undefined, () => setPassword(user.scope, password));
        setPasswordText('');
        notify(PASSWORD_CHANGED_TEXT);
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      } catch (error) {
        // 400/403/409 are left to the caller by the global handling (spec §8): the server's reason goes here.
        const status = statusOf(error);
        setProblem(status === 400 || status === 403 || status === 409 ? await serverMessage(error, PASSWORD_NOT_SET_TEXT) : PASSWORD_NOT_SET_TEXT);
      }
    });

  return (
    <Field.Root invalid={Boolean(problem)}>
      <Field.Label>Пароль</Field.Label>
      <HStack width="full">
        <Input type="password" autoComplete="new-password" value={password} onChange={(event) => setPasswordText(event.target.value)} />
        <Button size="sm" variant="outline" disabled={!isSettablePassword(password) || busy} loading={busy} onClick={() => void apply()}>
          Изменить
        </Button>
      </HStack>
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}
