import type { Scope, User } from '@portal/api';
import { sendJson, withLoader } from '@portal/platform';
import { reloadPage } from './reloadPage';
import { setScopeSwitchFlag } from './scopeSwitchFlag';

export const SCOPE_UPDATE_MESSAGE = 'Подождите, идет обновление данных пользователя';

/**
 * Account switch (spec §2, §4): PUT /v2/user/{id}/scope {scope}, then the switch flag and a reload; the
 * cabinet guard sends the reloaded page to the new cabinet. A failed call leaves the page as it is (the
 * global HTTP handling shows the error) and rejects.
 */
export async function switchScope(user: User, scope: Scope): Promise<void> {
  if (scope === user.scope) return;
  await withLoader(SCOPE_UPDATE_MESSAGE, () => sendJson('put', `v2/user/${user.id}/scope`, { scope }));
  setScopeSwitchFlag();
  reloadPage();
}
