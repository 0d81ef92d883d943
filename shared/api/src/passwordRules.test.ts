import {
  isSettablePassword,
  newPasswordProblem,
  PASSWORD_CHANGE_ACTION_PATH,
  PASSWORD_MESSAGES,
  passwordChangeSchema,
  passwordPath,
} from './passwordRules';

/** Spec §5 "New password", §6 password path per scope, §3 password change payload. */
describe('newPasswordProblem', () => {
  it('asks for a value first', () => {
    expect(newPasswordProblem('')).toBe(PASSWORD_MESSAGES.required);
  });

  it.each(['Abc12 ', 'пароль12', 'Abc12;', 'Abc12"', 'Abc12<>', 'Abc/12'])('refuses characters outside the allowed set: %p', (password) => {
    expect(newPasswordProblem(password)).toBe(PASSWORD_MESSAGES.format);
  });

  it('checks the characters before the length', () => {
    expect(newPasswordProblem('a b')).toBe(PASSWORD_MESSAGES.format);
  });

  it('accepts 5 to 40 allowed characters, inclusive', () => {
    expect(newPasswordProblem('abcd')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(newPasswordProblem('abcde')).toBeNull();
    expect(newPasswordProblem('a'.repeat(40))).toBeNull();
    expect(newPasswordProblem('a'.repeat(41))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it("accepts every special character of the rule: _ ! @ ? # $ ~ ' % ^ & * ( ) - + =", () => {
    expect(newPasswordProblem("Aa1_!@?#$~'%^&*()-+=")).toBeNull();
  });

  it('keeps the messages verbatim', () => {
    expect(PASSWORD_MESSAGES).toEqual({
      required: 'Значение должно быть обязательным',
      format:
        'Пароль должен состоять из 8 или более символов. Содержать цифры, а также латинские буквы верхнего и нижнего регистров, и специальные символы (?!@#$%^&*()-=+~).',
      tooShort: 'Пароль слишком короткий.',
      tooLong: 'Пароль должен быть не более 40 символов.',
      mismatch: 'Новые пароли не совпадают',
    });
  });
});

describe('passwordPath (spec §6: LKP uses the LKK path)', () => {
  it.each([
    ['LKK', 'lkk/user/password'],
    ['LKD', 'lkd/user/password'],
    ['LKA', 'lka/user/password'],
    ['LKP', 'lkk/user/password'],
  ] as const)('%s → %s', (scope, path) => {
    expect(passwordPath(scope)).toBe(path);
  });

  it('sends the four-field action to v2/user/changePassword', () => {
    expect(PASSWORD_CHANGE_ACTION_PATH).toBe('v2/user/changePassword');
  });
});

describe('isSettablePassword (settings)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\t\n', false],
    [' x ', true],
  ])('%p → %p', (password, expected) => {
    expect(isSettablePassword(password)).toBe(expected);
  });
});

describe('passwordChangeSchema', () => {
  const body = { login: 'supplier', currentPassword: 'old', password: 'Newpass1!', confirmPassword: 'Newpass1!' };

  it('takes the four fields', () => {
    expect(passwordChangeSchema.parse(body)).toEqual(body);
  });

  it.each(['login', 'currentPassword', 'password', 'confirmPassword'] as const)('refuses an empty %s', (field) => {
    expect(passwordChangeSchema.safeParse({ ...body, [field]: '' }).success).toBe(false);
  });

  it('refuses extra fields', () => {
    expect(passwordChangeSchema.safeParse({ ...body, scope: 'LKK' }).success).toBe(false);
  });
});
