import { userSchema, type User } from '@portal/api';
import { getJson } from '../http/http';
import { setCurrentUser } from '../session/sessionStore';

/** GET /api/v2/user, validated, and placed in the session store (spec §4 User load). */
export async function loadCurrentUser(): Promise<User> {
  const user = await getJson('v2/user', userSchema);
  setCurrentUser(user);
  return user;
}
