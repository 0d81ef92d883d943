import { useEffect, useState } from 'react';
import { useForm, zodResolver } from '@portal/ui/form';
import { useQueryClient } from '@portal/ui/query';
import { Button, Field, Input, Stack, Text } from '@portal/ui/chakra';
import { closeChangePassword, loadCurrentUser, notify, useCurrentUser, useUiState, withLoader } from '@portal/platform';
import { DialogFrame } from '@portal/ui';
import { CURRENT_USER_QUERY_KEY } from '../user/useCurrentUserQuery';
import { serverMessage, statusOf } from '../settings/serverMessage';
import { changePassword } from './changePasswordApi';
import { passwordFormSchema, shownMessage, type PasswordForm } from './passwordFormSchema';

export const PASSWORD_CHANGED_TEXT = 'Пароль успешно изменён';
const FALLBACK_ERROR = 'Не удалось изменить пароль';
/** Failed answers whose reason the dialog shows under the fields. */
const SHOWN_HERE = new Set([400, 403, 404, 409]);

const EMPTY: PasswordForm = { login: '', currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change-password dialog (spec §2, width 410; §4: forced without cancel when hasActualPassword is false).
 * Sends the four-field action (spec §7; when it answers 404, the spec's PUT /{scope}/user/password instead); any
 * 2xx is success: green notice, reset, close, user reloaded. 409, 400, 403 and 404 answers show the server's
 * message (JSON `message` or plain text) under the fields.
 */
export function ChangePasswordDialog() {
  const { open, forced } = useUiState((state) => state.changePassword);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState('');
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema), mode: 'all', defaultValues: EMPTY });
  const { register, handleSubmit, reset, formState } = form;
  const { errors, isValid, isSubmitting } = formState;

  useEffect(() => {
    if (open) reset({ ...EMPTY, login: user?.username ?? '' });
    setServerError('');
  }, [open, user?.username, reset]);

  const cancel = () => {
    if (!forced) closeChangePassword();
  };

  const submit = handleSubmit(async (values) => {
    if (!user) return;
    setServerError('');
    try {
      await withLoader(undefined, () => changePassword(values, user.scope));
    } catch (error) {
      // The statuses the global handling leaves to the caller (spec §8): 409 and 400, 403 (e.g. the fallback PUT
      // refused for a user who has a password, issue 25) and 404. The others have their own global display.
      if (SHOWN_HERE.has(statusOf(error) ?? 0)) setServerError(await serverMessage(error, FALLBACK_ERROR));
      return;
    }
    notify(PASSWORD_CHANGED_TEXT);
    reset({ ...EMPTY, login: user.username });
    // The user is reloaded before the dialog closes, so a forced dialog is not reopened for the old flag.
    try {
      await loadCurrentUser();
    } catch (error) {
      console.error('GET v2/user after the password change failed', error);
    }
    closeChangePassword();
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  });

  const field = (name: keyof PasswordForm, label: string, autoComplete: string) => (
    <Field.Root invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Input type="password" autoComplete={autoComplete} {...register(name)} />
      <Field.ErrorText>{shownMessage(errors[name]?.message)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <DialogFrame
      open={open}
      title="Смена пароля"
      width="changePassword"
      // Forced (spec §4): no cancel, no close button, Escape refused.
      onClose={forced ? undefined : closeChangePassword}
      testId="change-password-dialog"
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          {forced ? null : (
            <Button variant="outline" onClick={cancel}>
              Отмена
            </Button>
          )}
          <Button type="submit" disabled={!isValid || isSubmitting}>
            Изменить
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Field.Root readOnly>
          <Field.Label>Логин</Field.Label>
          <Input readOnly autoComplete="username" {...register('login')} />
        </Field.Root>
        {field('currentPassword', 'Текущий пароль', 'current-password')}
        {field('password', 'Новый пароль', 'new-password')}
        {field('confirmPassword', 'Подтверждение пароля', 'new-password')}
        {serverError ? (
          <Text role="alert" color="fg.error" fontSize="sm" data-testid="password-server-error">
            {serverError}
          </Text>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
