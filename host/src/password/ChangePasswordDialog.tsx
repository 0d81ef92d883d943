import { useEffect, useRef, useState } from 'react';
import { useForm, zodResolver } from '@portal/ui/form';
import { useQueryClient } from '@portal/ui/query';
import { Button, Field, Input, Spacer, Stack, Text } from '@portal/ui/chakra';
import { closeChangePassword, loadCurrentUser, notify, useCurrentUser, useUiState, useVocabularyText, withLoader } from '@portal/platform';
import { DialogFrame } from '@portal/ui';
import { logoutAndReload } from '../dialogs/browserState';
import { CURRENT_USER_QUERY_KEY } from '../user/useCurrentUserQuery';
import { serverMessage, statusOf } from '../settings/serverMessage';
import { changePassword, PasswordChangeUnavailable } from './changePasswordApi';
import { passwordFormSchema, shownMessage, type PasswordForm } from './passwordFormSchema';
import { PasswordHints } from './PasswordHints';

export const PASSWORD_CHANGED_TEXT = 'Пароль успешно изменён';
const FALLBACK_ERROR = 'Не удалось изменить пароль';
/** Why a newcomer cannot go on without a new password (spec §4: hasActualPassword false). */
export const FORCED_REASON_TEXT =
  'Ваш пароль выдан временно. Чтобы начать работу в личном кабинете, задайте свой пароль: введите выданный пароль и новый, дважды. Если вы не можете сделать это сейчас, нажмите «Выйти».';
/** The server has no way to change this password from here (decision 0038): what the user can do instead. */
export const PASSWORD_CHANGE_UNAVAILABLE_TEXT =
  'Сервер не принимает смену пароля из личного кабинета, пароль остался прежним. Чтобы сменить пароль, обратитесь в службу поддержки';
/** Failed answers whose reason the dialog shows under the fields. */
const SHOWN_HERE = new Set([400, 403, 404, 409]);
const HINTS_ID = 'new-password-hints';

const EMPTY: PasswordForm = { login: '', currentPassword: '', password: '', confirmPassword: '' };

/** «…службу поддержки: +7 …, support@…» with what the vocabulary gives, else just the sentence. */
function unavailableText(phone: string, email: string): string {
  const contacts = [phone, email].filter((item) => item.trim() !== '').join(', ');
  return contacts ? `${PASSWORD_CHANGE_UNAVAILABLE_TEXT}: ${contacts}.` : `${PASSWORD_CHANGE_UNAVAILABLE_TEXT}.`;
}

/**
 * Change-password dialog (spec §2, width 410; §4: forced without cancel when hasActualPassword is false).
 * The new password's rules are on screen before the user types and ticked off as they do. Sends the four-field
 * action (changePasswordApi); any 2xx is success: green notice, reset, close, user reloaded. A 400/403/404/409
 * shows the server's message under the fields until the user edits a field. Forced, it says why and offers «Выйти»
 * (signs out) as the way out; Escape and a close button stay off, since the change is mandatory. «Изменить» is always
 * the enabled primary button: a press on an incomplete form shows what is missing and sends nothing (spec §5).
 */
export function ChangePasswordDialog() {
  const { open, forced } = useUiState((state) => state.changePassword);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const phone = useVocabularyText('supportPhone', '');
  const email = useVocabularyText('supportEmail', '');
  const [serverError, setServerError] = useState('');
  const currentField = useRef<HTMLInputElement | null>(null);
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema), mode: 'onTouched', defaultValues: EMPTY });
  const { register, handleSubmit, reset, formState, watch } = form;
  const { errors, isSubmitting } = formState;
  const newPassword = watch('password');

  useEffect(() => {
    if (open) reset({ ...EMPTY, login: user?.username ?? '' });
    setServerError('');
  }, [open, user?.username, reset]);

  // The server's reason was about what was sent: once the user changes a field, it no longer applies.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name) setServerError('');
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const cancel = () => {
    if (!forced) closeChangePassword();
  };

  const submit = handleSubmit(async (values) => {
    if (!user) return;
    setServerError('');
    try {
      await withLoader(undefined, () => changePassword(values, user.scope));
    } catch (error) {
      if (error instanceof PasswordChangeUnavailable) {
        setServerError(unavailableText(phone, email));
        return;
      }
      // The statuses the global handling leaves to the caller (spec §8): 409 and 400, 403 and 404. The others
      // have their own global display.
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

  const current = register('currentPassword');
  const field = (name: 'password' | 'confirmPassword', label: string) => (
    <Field.Root invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Input type="password" autoComplete="new-password" aria-describedby={name === 'password' ? HINTS_ID : undefined} {...register(name)} />
      <Field.ErrorText>{shownMessage(errors[name]?.message)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <DialogFrame
      open={open}
      title="Смена пароля"
      width="changePassword"
      // Forced (spec §4): no cancel, no close button, Escape refused; «Выйти» is the way out.
      onClose={forced ? undefined : closeChangePassword}
      testId="change-password-dialog"
      // The first field the user fills (the login above it is read-only).
      initialFocus={() => currentField.current}
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          {forced ? (
            <Button variant="ghost" onClick={logoutAndReload} disabled={isSubmitting}>
              Выйти
            </Button>
          ) : (
            <Button variant="outline" onClick={cancel}>
              Отмена
            </Button>
          )}
          <Spacer />
          <Button type="submit" variant="solid" loading={isSubmitting}>
            Изменить
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {forced ? (
          <Text fontSize="sm" data-testid="forced-password-reason">
            {FORCED_REASON_TEXT}
          </Text>
        ) : null}
        <Field.Root readOnly>
          <Field.Label>Логин</Field.Label>
          <Input readOnly autoComplete="username" {...register('login')} />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.currentPassword)}>
          <Field.Label>Текущий пароль</Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            {...current}
            ref={(element) => {
              current.ref(element);
              currentField.current = element;
            }}
          />
          <Field.ErrorText>{shownMessage(errors.currentPassword?.message)}</Field.ErrorText>
        </Field.Root>
        {field('password', 'Новый пароль')}
        <PasswordHints id={HINTS_ID} password={newPassword ?? ''} />
        {field('confirmPassword', 'Подтверждение пароля')}
        {serverError ? (
          <Text role="alert" color="fg.error" fontSize="sm" data-testid="password-server-error">
            {serverError}
          </Text>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
