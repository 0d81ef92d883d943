import { checkMessageAnswerSchema, signMessageSchema } from '@portal/api';
import { getJson, login, sendJson, signing, silentRequest, textToBase64, type AnswerParser } from '@portal/platform';
import { statusOf } from '../settings/serverMessage';
import '../settings/hostSigning';

export const UKEP_LOADER_TEXT = '...Авторизация пользователя по УКЭП';

/** The start of a challenge made on the page (see localChallenge). */
export const LOCAL_CHALLENGE_PREFIX = 'Вход в личный кабинет: ';

const asSent: AnswerParser<unknown> = { parse: (answer: unknown) => answer };

function randomUuid(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A challenge made on the page, for a back end without GET /sign/message (ours, not in spec §7): the site, the
 * time and a random UUID, so that a signature names where and when it was made and is never the same twice.
 * Whether a client-made text is good enough is the back end's decision at POST /sign/checkMsg.
 */
export function localChallenge(): string {
  return `${LOCAL_CHALLENGE_PREFIX}${window.location.origin}; ${new Date().toISOString()}; ${randomUuid()}`;
}

/** The text to sign: the server's one-use challenge, or one made here when the server has no such call (404) or sends none. */
async function challenge(): Promise<string> {
  let answer: unknown;
  try {
    answer = await getJson('sign/message', asSent, silentRequest);
  } catch (error) {
    // 404: the call is not there. A 2xx that is not JSON says nothing either. Anything else stops the sign-in.
    if (statusOf(error) === 404 || error instanceof SyntaxError) return localChallenge();
    throw error;
  }
  const parsed = signMessageSchema.safeParse(answer);
  return parsed.success ? parsed.data.message : localChallenge();
}

/**
 * УКЭП sign-in (spec §2 /ukep, §7 POST /sign/checkMsg): sign a challenge with the chosen certificate (detached
 * CAdES-BES), have the back end check it, then finish at the identity provider with the one-time login hint it
 * answered — the browser returns signed in exactly as after a password sign-in. Without a login hint in the answer
 * the identity provider's ordinary login page is shown. See shared/api/src/BEYOND_SPEC.md for what is ours.
 */
export async function signInWithCertificate(thumbprint: string): Promise<void> {
  const message = await challenge();
  const signature = await signing.signDetached(thumbprint, textToBase64(message));
  const { loginHint } = await sendJson('post', 'sign/checkMsg', { message, signature }, checkMessageAnswerSchema, silentRequest);
  await login(window.location.origin, loginHint ? { loginHint } : {});
}
