import { passwordFormSchema, shownMessage, SILENT_INVALID, type PasswordForm } from './passwordFormSchema';

const FORMAT =
  'Пароль должен состоять из 8 или более символов. Содержать цифры, а также латинские буквы верхнего и нижнего регистров, и специальные символы (?!@#$%^&*()-=+~).';
const valid: PasswordForm = { login: 'supplier', currentPassword: 'demo', password: 'Secret_1', confirmPassword: 'Secret_1' };

function errorsOf(form: Partial<PasswordForm>): Record<string, string> {
  const result = passwordFormSchema.safeParse({ ...valid, ...form });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('change-password form rules (spec §5)', () => {
  it('accepts a valid form', () => {
    expect(errorsOf({})).toEqual({});
  });

  it.each<[string, Partial<PasswordForm>, Record<string, string>]>([
    ['empty current password', { currentPassword: '' }, { currentPassword: 'Значение должно быть обязательным' }],
    ['whitespace current password', { currentPassword: '   ' }, { currentPassword: 'Значение должно быть обязательным' }],
    ['empty new password and confirmation', { password: '', confirmPassword: '' }, { password: 'Значение должно быть обязательным', confirmPassword: 'Значение должно быть обязательным' }],
    ['Cyrillic letters', { password: 'Пароль1', confirmPassword: 'Пароль1' }, { password: FORMAT }],
    ['a space', { password: 'Sec ret1', confirmPassword: 'Sec ret1' }, { password: FORMAT }],
    ['a character outside the specials', { password: 'Secret.1', confirmPassword: 'Secret.1' }, { password: FORMAT }],
    ['4 characters', { password: 'Ab1_', confirmPassword: 'Ab1_' }, { password: 'Пароль слишком короткий.' }],
    ['41 characters', { password: 'a'.repeat(41), confirmPassword: 'a'.repeat(41) }, { password: 'Пароль должен быть не более 40 символов.' }],
    ['a different confirmation', { confirmPassword: 'Secret_2' }, { confirmPassword: 'Новые пароли не совпадают' }],
    ['the current password again', { currentPassword: 'Secret_1' }, { confirmPassword: SILENT_INVALID }],
  ])('%s', (_case, form, errors) => {
    expect(errorsOf(form)).toEqual(errors);
  });

  it.each([['abcde'], ['a'.repeat(40)], ["Aa1_!@?#$~'%^&*()-+="]])('accepts %s (5–40 allowed characters)', (password) => {
    expect(errorsOf({ password, confirmPassword: password })).toEqual({});
  });

  it('shows no text for the silent mark', () => {
    expect(shownMessage(SILENT_INVALID)).toBe('');
    expect(shownMessage('Новые пароли не совпадают')).toBe('Новые пароли не совпадают');
  });
});
