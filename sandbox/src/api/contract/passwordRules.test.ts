/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config/sandboxOptions';
import { parsePasswordPolicy, passwordProblem, SANDBOX_PASSWORD_POLICY } from './passwordRules';

const FORMAT =
  'Пароль должен состоять из 8 или более символов. Содержать цифры, а также латинские буквы верхнего и нижнего регистров, и специальные символы (?!@#$%^&*()-=+~).';
const context = { username: 'supplier', recent: ['demo', 'Older_11', 'Oldest_1', 'Ancient_1'] };

describe('the sandbox keeps the password policy of the shipped realm', () => {
  it('reads the policy of deploy/keycloak/portal-realm.json: 8–40, a digit, lower and upper case, a special, not the login, history 3', () => {
    const shipped = JSON.parse(readFileSync(path.join(REPO_ROOT, 'deploy', 'keycloak', 'portal-realm.json'), 'utf8')) as { passwordPolicy: string };
    expect(parsePasswordPolicy(shipped.passwordPolicy)).toEqual(SANDBOX_PASSWORD_POLICY);
    expect(SANDBOX_PASSWORD_POLICY).toEqual({ minLength: 8, maxLength: 40, digits: 1, lowerCase: 1, upperCase: 1, specialChars: 1, notUsername: true, history: 3 });
  });

  it('refuses a policy part it does not keep, rather than silently keeping less than production', () => {
    expect(() => parsePasswordPolicy('length(8) and regexPattern(^a)')).toThrow('"regexPattern" is not kept by the sandbox');
  });

  it.each<[string, string]>([
    ['qwertyui', 'Пароль должен содержать хотя бы одну цифру.'],
    ['qwertyu1', 'Пароль должен содержать хотя бы одну заглавную латинскую букву (A–Z).'],
    ['QWERTYU1', 'Пароль должен содержать хотя бы одну строчную латинскую букву (a–z).'],
    ['Qwertyu1', "Пароль должен содержать хотя бы один специальный символ (?!@#$%^&*()-=+~_')."],
    ['Ab1_', 'Пароль слишком короткий: нужно не менее 8 символов.'],
    ['Ab1_efg', 'Пароль слишком короткий: нужно не менее 8 символов.'],
    [`Ab1_${'x'.repeat(37)}`, 'Пароль должен быть не более 40 символов.'],
    ['Пароль_1A', FORMAT],
    ['Secret 1_A', FORMAT],
    ['Older_11', 'Пароль не должен совпадать ни с одним из 3 последних паролей.'],
    ['Oldest_1', 'Пароль не должен совпадать ни с одним из 3 последних паролей.'],
  ])('refuses %s: %s', (password, message) => {
    expect(passwordProblem(password, context)).toBe(message);
  });

  it('refuses the login itself when it meets the other rules', () => {
    expect(passwordProblem('Agent_007', { username: 'agent_007', recent: [] })).toBe('Пароль не должен совпадать с логином.');
  });

  it.each([['Secret_1'], ['Ancient_1'], [`Ab1_${'x'.repeat(36)}`], ["Aa1!@?#$~'%^&*()-+="]])('accepts %s (a password older than the last three may come back)', (password) => {
    expect(passwordProblem(password, context)).toBeNull();
  });
});
