import { useEffect, useState } from 'react';
import { useQueryClient } from '@portal/ui/query';
import { Field, HStack, IconButton, Input } from '@portal/ui/chakra';
import { emailProblem, isValidEmail } from '@portal/api';
import { showError, useCurrentUser, withLoader } from '@portal/platform';
import { useSingleFlight } from '@portal/ui';
import { CURRENT_USER_QUERY_KEY } from '../user/useCurrentUserQuery';
import { settingsApi } from './settingsApi';

export const EMAIL_CHANGE_FAILED_TEXT = 'Ошибка изменения почты для уведомлений';
const UPDATING_USER_TEXT = 'Подождите, идет обновление данных пользователя';

/**
 * Notification e-mail with apply and cancel icons (spec §2, §5): apply only for a non-empty valid e-mail of at most
 * 254 characters, and a typed address that is not one says why under the field; apply looks different when it is
 * off (grey outline) and on (green). POST /v2/user/changeEmail; a failure shows the spec's error and reloads the
 * user, keeping what was typed.
 */
export function EmailRow() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const saved = user?.email ?? '';
  const [email, setEmail] = useState(saved);
  useEffect(() => setEmail(saved), [saved]);
  const problem = emailProblem(email);
  const canApply = isValidEmail(email) && email.trim() !== saved;
  const sending = useSingleFlight();

  const apply = () =>
    sending.run(async () => {
      try {
        await withLoader(UPDATING_USER_TEXT, () => settingsApi.changeEmail(email.trim()));
      } catch {
        showError({ name: 'Ошибка', message: EMAIL_CHANGE_FAILED_TEXT });
      }
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    });

  return (
    <Field.Root invalid={problem !== null}>
      <Field.Label>Почта для уведомлений</Field.Label>
      <HStack width="full">
        <Input type="email" name="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" />
        <IconButton
          aria-label="Применить"
          size="sm"
          // Off is a grey outline, on a filled green: a faded green alone looked the same either way.
          variant={canApply ? 'solid' : 'outline'}
          colorPalette={canApply ? 'green' : 'gray'}
          data-state={canApply ? 'ready' : 'off'}
          disabled={!canApply || sending.pending}
          onClick={() => void apply()}
        >
          ✓
        </IconButton>
        <IconButton aria-label="Отменить" size="sm" variant="outline" disabled={email === saved} onClick={() => setEmail(saved)}>
          ✕
        </IconButton>
      </HStack>
      <Field.ErrorText data-testid="email-problem">{problem}</Field.ErrorText>
    </Field.Root>
  );
}
