import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isSettablePassword,
  PASSWORD_HINTS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_POLICY_MIN_LENGTH,
  PASSWORD_SERVER_HINT,
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

describe('the rules shown beside the new password match the realm we ship', () => {
  const policy = (JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'deploy', 'keycloak', 'portal-realm.json'), 'utf8')) as { passwordPolicy: string }).passwordPolicy;
  const argument = (name: string) => Number(new RegExp(`\\b${name}\\((\\d+)\\)`).exec(policy)?.[1]);

  it('shows the length range and one line per character class the policy asks for', () => {
    expect(PASSWORD_POLICY_MIN_LENGTH).toBe(argument('length'));
    expect(PASSWORD_MAX_LENGTH).toBe(argument('maxLength'));
    const asked = ['digits', 'lowerCase', 'upperCase', 'specialChars'].filter((name) => argument(name) > 0);
    expect(asked).toEqual(['digits', 'lowerCase', 'upperCase', 'specialChars']);
    expect(PASSWORD_HINTS.map((hint) => hint.id)).toEqual(['length', 'digit', 'lower', 'upper', 'special']);
    expect(PASSWORD_SERVER_HINT).toContain(`${argument('passwordHistory') === 3 ? 'тремя' : '?'} последними`);
    expect(policy).toContain('notUsername');
  });

  it.each<[string, Record<string, boolean>]>([
    ['qwertyui', { length: true, digit: false, lower: true, upper: false, special: false }],
    ['Secret_1', { length: true, digit: true, lower: true, upper: true, special: true }],
    ['Ab1_', { length: false, digit: true, lower: true, upper: true, special: true }],
    ['a'.repeat(41), { length: false, digit: false, lower: true, upper: false, special: false }],
    ["~'+=", { length: false, digit: false, lower: false, upper: false, special: true }],
  ])('marks %s', (password, met) => {
    expect(Object.fromEntries(PASSWORD_HINTS.map((hint) => [hint.id, hint.met(password)]))).toEqual(met);
  });
});
