import type { Scope, User } from '@portal/api';
import { ERROR_BANNER_TITLE, sendJson, showError, withLoader } from '@portal/platform';
import { rememberCabinet } from '../remotes/lastCabinet';
import { reloadPage } from './reloadPage';
import { setScopeSwitchFlag } from './scopeSwitchFlag';

export const SCOPE_UPDATE_MESSAGE = 'Подождите, идет обновление данных пользователя';
export const NO_USER_ID_TEXT = 'Сервер не передал идентификатор пользователя: роль сменить нельзя.';

/**
 * Account switch (spec §2, §4): PUT /v2/user/{id}/scope {scope}, then the switch flag and a reload; the
 * cabinet guard sends the reloaded page to the new cabinet. A failed call leaves the page as it is (the
 * global HTTP handling shows the error) and rejects. The id goes into the path as sent (a number or text), encoded
 * as one segment; a user the server sent without an id cannot be switched: the 'Ошибка' banner says so.
 */
export async function switchScope(user: User, scope: Scope): Promise<void> {
  if (scope === user.scope) return;
  if (user.id === null) {
    showError({ name: ERROR_BANNER_TITLE, message: NO_USER_ID_TEXT });
    throw new Error(NO_USER_ID_TEXT);
  }
  const id = encodeURIComponent(String(user.id));
  await withLoader(SCOPE_UPDATE_MESSAGE, () => sendJson('put', `v2/user/${id}/scope`, { scope }));
  setScopeSwitchFlag();
  // The reloaded page fetches the new cabinet's scripts while the user loads (decision 0049).
  rememberCabinet(scope);
  reloadPage();
}
