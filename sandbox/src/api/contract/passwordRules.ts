import { PRODUCTION_PASSWORD_POLICY } from '../../realm/keycloakRealm';

/**
 * New-password rules the sandbox keeps: spec §5's character set (its message verbatim) and then the password
 * policy of the realm we ship (deploy/keycloak/portal-realm.json, written from PRODUCTION_PASSWORD_POLICY), read
 * from Keycloak's own policy text so the two cannot drift apart. A demonstration then refuses what production's
 * Keycloak refuses, each rule with a Russian reason.
 */
export const SANDBOX_PASSWORD_MESSAGES = {
  format:
    'Пароль должен состоять из 8 или более символов. Содержать цифры, а также латинские буквы верхнего и нижнего регистров, и специальные символы (?!@#$%^&*()-=+~).',
  tooLong: 'Пароль должен быть не более 40 символов.',
  mismatch: 'Новые пароли не совпадают',
} as const;

/** The parts of a Keycloak password policy the sandbox keeps (the rest of Keycloak's policies are not used). */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  digits: number;
  lowerCase: number;
  upperCase: number;
  specialChars: number;
  notUsername: boolean;
  /** How many recent passwords, the current one included, may not be used again (Keycloak's passwordHistory). */
  history: number;
}

const NO_POLICY: PasswordPolicy = { minLength: 0, maxLength: Number.POSITIVE_INFINITY, digits: 0, lowerCase: 0, upperCase: 0, specialChars: 0, notUsername: false, history: 0 };

/** Keycloak's policy text, e.g. "length(8) and digits(1) and notUsername", as rules (a rule without an argument may be written bare). */
export function parsePasswordPolicy(text: string): PasswordPolicy {
  const policy = { ...NO_POLICY };
  for (const part of text.split(/\s+and\s+/).map((item) => item.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]+)(?:\(([^)]*)\))?$/.exec(part);
    if (!match) throw new Error(`password policy: cannot read "${part}"`);
    const [, name = '', argument = ''] = match;
    const count = Number(argument);
    const amount = Number.isInteger(count) && count > 0 ? count : 1;
    switch (name) {
      case 'length': policy.minLength = amount; break;
      case 'maxLength': policy.maxLength = amount; break;
      case 'digits': policy.digits = amount; break;
      case 'lowerCase': policy.lowerCase = amount; break;
      case 'upperCase': policy.upperCase = amount; break;
      case 'specialChars': policy.specialChars = amount; break;
      case 'notUsername': policy.notUsername = true; break;
      case 'passwordHistory': policy.history = amount; break;
      default: throw new Error(`password policy: "${name}" is not kept by the sandbox`);
    }
  }
  return policy;
}

/** The shipped realm's policy, which the sandbox keeps. */
export const SANDBOX_PASSWORD_POLICY: PasswordPolicy = parsePasswordPolicy(PRODUCTION_PASSWORD_POLICY);

function atLeast(count: number, one: string, many: string): string {
  return count === 1 ? `хотя бы ${one}` : `не менее ${count} ${many}`;
}

/** What the user must change, per rule of the policy (Russian, one sentence each). */
export function policyMessages(policy: PasswordPolicy) {
  return {
    tooShort: `Пароль слишком короткий: нужно не менее ${policy.minLength} символов.`,
    tooLong: `Пароль должен быть не более ${policy.maxLength} символов.`,
    digits: `Пароль должен содержать ${atLeast(policy.digits, 'одну цифру', 'цифр')}.`,
    lowerCase: `Пароль должен содержать ${atLeast(policy.lowerCase, 'одну строчную латинскую букву (a–z)', 'строчных латинских букв (a–z)')}.`,
    upperCase: `Пароль должен содержать ${atLeast(policy.upperCase, 'одну заглавную латинскую букву (A–Z)', 'заглавных латинских букв (A–Z)')}.`,
    specialChars: `Пароль должен содержать ${atLeast(policy.specialChars, 'один специальный символ', 'специальных символов')} (?!@#$%^&*()-=+~_').`,
    notUsername: 'Пароль не должен совпадать с логином.',
    history: `Пароль не должен совпадать ни с одним из ${policy.history} последних паролей.`,
  };
}

const ALLOWED = /^[A-Za-z0-9_!@?#$~'%^&*()\-+=]+$/;
const countOf = (password: string, pattern: RegExp) => (password.match(pattern) ?? []).length;

export interface PasswordContext {
  /** The account's login (notUsername). */
  username: string;
  /** The account's recent passwords, the current one first (passwordHistory). */
  recent: readonly string[];
}

/** The first rule a new password breaks, as its Russian reason, or null. */
export function passwordProblem(password: string, context: PasswordContext, policy: PasswordPolicy = SANDBOX_PASSWORD_POLICY): string | null {
  const messages = policyMessages(policy);
  if (!ALLOWED.test(password)) return SANDBOX_PASSWORD_MESSAGES.format;
  if (password.length < policy.minLength) return messages.tooShort;
  if (password.length > policy.maxLength) return messages.tooLong;
  if (countOf(password, /[0-9]/g) < policy.digits) return messages.digits;
  if (countOf(password, /[a-z]/g) < policy.lowerCase) return messages.lowerCase;
  if (countOf(password, /[A-Z]/g) < policy.upperCase) return messages.upperCase;
  if (countOf(password, /[^A-Za-z0-9]/g) < policy.specialChars) return messages.specialChars;
  if (policy.notUsername && password.toLowerCase() === context.username.toLowerCase()) return messages.notUsername;
  if (context.recent.slice(0, policy.history).includes(password)) return messages.history;
  return null;
}
