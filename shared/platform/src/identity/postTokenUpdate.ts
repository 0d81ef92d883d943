import type { TokenUpdate } from '@portal/api';
import { http } from '../http/http';
import type { PortalRequestOptions } from '../http/requestOptions';
import { sessionStore } from '../session/sessionStore';

/** Sent by the refresh itself: no refresh on its own 401, and its failures are nobody's dialog. */
const TOKEN_UPDATE_OPTIONS: PortalRequestOptions = { method: 'post', silent: true, noUnauthorizedRetry: true };

/** POST token/update {accessToken, refreshToken, username} with the session's current tokens (spec §7). */
export async function postTokenUpdate(): Promise<void> {
  const { token, refreshToken, userName } = sessionStore.getState();
  if (!token || !refreshToken || !userName) return;
  const body: TokenUpdate = { accessToken: token, refreshToken, username: userName };
  await http('token/update', { ...TOKEN_UPDATE_OPTIONS, json: body });
}
