import { changeEmailSchema, emailProblem, isValidEmail } from './userSettings';

describe('notification e-mail rules (spec §5, at most 254 characters)', () => {
  const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ru`;

  it.each([['ivanov@romashka.ru'], ['Ivanov.I-I+factoring@почта.рф'], ["o'neil@mail.example.com"], [longest], ['  padded@example.ru  ']])('accepts %s', (email) => {
    expect(emailProblem(email)).toBeNull();
    expect(isValidEmail(email)).toBe(true);
    expect(changeEmailSchema.safeParse({ email }).success).toBe(true);
  });

  it.each([
    ['a@b'],
    ['ivanov@romashka'],
    ['ivanov@@romashka.ru'],
    ['iva nov@romashka.ru'],
    ['.ivanov@romashka.ru'],
    ['iva..nov@romashka.ru'],
    ['<script>@romashka.ru'],
    ['"quoted"@romashka.ru'],
    ['ivanov@-romashka.ru'],
    ['ivanov@romashka.r'],
    [`${'a'.repeat(65)}@romashka.ru`],
    [`ivanov@${'b'.repeat(64)}.ru`],
  ])('refuses %s with a Russian reason', (email) => {
    expect(emailProblem(email)).toBe('Введите адрес электронной почты в виде имя@домен.ru');
    expect(isValidEmail(email)).toBe(false);
    expect(changeEmailSchema.safeParse({ email }).success).toBe(false);
  });

  it('refuses 255 characters and a 1 MB address by their length', () => {
    expect(emailProblem(`${longest}x`)).toBe('Адрес электронной почты не может быть длиннее 254 символов (сейчас 255)');
    const huge = `${'a'.repeat(1_000_000)}@example.ru`;
    expect(emailProblem(huge)).toMatch(/^Адрес электронной почты не может быть длиннее 254 символов/);
    expect(changeEmailSchema.safeParse({ email: huge }).success).toBe(false);
  });

  it('has nothing to say about an empty field, which is simply not applied', () => {
    expect(emailProblem('  ')).toBeNull();
    expect(isValidEmail('')).toBe(false);
  });
});
