import { userSchema, type User } from '@portal/api';
import { getJson } from '../http/http';
import { sessionStore, setCurrentUser } from '../session/sessionStore';

/**
 * GET /api/v2/user, validated, and placed in the session store (spec §4 User load). A user without a login or a
 * full name (a back end may leave them out, ARCHITECTURE rule 9) takes those of the identity token (spec §3
 * Session: userName from preferred_username, fullName from name), so the password dialog's login and the header
 * still show them.
 */
export async function loadCurrentUser(): Promise<User> {
  const answered = await getJson('v2/user', userSchema);
  const { userName, fullName } = sessionStore.getState();
  const user: User = { ...answered, username: answered.username || userName, fio: answered.fio || fullName };
  setCurrentUser(user);
  return user;
}
