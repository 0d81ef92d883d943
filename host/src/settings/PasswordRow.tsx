import { useState } from 'react';
import { useQueryClient } from '@portal/ui/query';
import { Button, Field, HStack, Input } from '@portal/ui/chakra';
import { isSettablePassword } from '@portal/api';
import { notify, useCurrentUser, withLoader } from '@portal/platform';
import { useSingleFlight } from '@portal/ui';
import { PASSWORD_CHANGED_TEXT } from '../password/ChangePasswordDialog';
import { setPassword } from '../password/changePasswordApi';
import { CURRENT_USER_QUERY_KEY } from '../user/useCurrentUserQuery';

export const PASSWORD_NOT_SET_TEXT = 'Пароль не изменён';

/**
 * Spec §2 settings: the Password row with 'Изменить'. It sends PUT /{scope}/user/password with the new password
 * as body (spec §7), only when it is non-empty and not only whitespace (spec §5); any 2xx is success. The
 * four-field change with the current password is the change-password dialog's (forced, or opened on request).
 */
export function PasswordRow() {
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
      } catch {
        setProblem(PASSWORD_NOT_SET_TEXT);
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
