import { checkMessageAnswerSchema, signMessageSchema } from '@portal/api';
import { getJson, login, sendJson, signing, silentRequest, textToBase64 } from '@portal/platform';
import '../settings/hostSigning';

export const UKEP_LOADER_TEXT = '...Авторизация пользователя по УКЭП';

/**
 * УКЭП sign-in (spec §2 /ukep, §7 POST /sign/checkMsg): sign the server's message with the chosen certificate
 * (detached CAdES-BES), have the back end check it, then finish at the identity provider with the one-time
 * login hint it answered — the browser returns signed in exactly as after a password sign-in.
 */
export async function signInWithCertificate(thumbprint: string): Promise<void> {
  const { message } = await getJson('sign/message', signMessageSchema, silentRequest);
  const signature = await signing.signDetached(thumbprint, textToBase64(message));
  const { loginHint } = await sendJson('post', 'sign/checkMsg', { message, signature }, checkMessageAnswerSchema, silentRequest);
  await login(window.location.origin, { loginHint });
}
