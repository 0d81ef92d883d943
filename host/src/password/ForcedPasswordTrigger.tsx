import { useEffect } from 'react';
import { openChangePassword, useCurrentUser, useUiState } from '@portal/platform';

/** Spec §4: a user without an actual password gets the change-password dialog, forced (no cancel). */
export function ForcedPasswordTrigger() {
  const user = useCurrentUser();
  const open = useUiState((state) => state.changePassword.open);
  const mustChange = user !== null && !user.hasActualPassword;
  useEffect(() => {
    if (mustChange && !open) openChangePassword({ forced: true });
  }, [mustChange, open]);
  return null;
}
