import { useSession } from '@portal/platform';

/** Whether a signed-in session exists: the shell's server calls need a bearer token (spec §7). */
export function useAuthenticated(): boolean {
  return useSession((state) => state.authenticated);
}
