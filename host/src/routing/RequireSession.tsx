import { useEffect, type ReactNode } from 'react';
import { login, useSession } from '@portal/platform';
import { PageSpinner } from '../shell/PageSpinner';

/** Global guard (spec §2): without a session the browser goes to the identity provider, returning to the site origin. */
export function RequireSession({ children }: { children: ReactNode }) {
  const authenticated = useSession((state) => state.authenticated);
  useEffect(() => {
    if (!authenticated) login(window.location.origin).catch((error: unknown) => console.error('Login redirect failed', error));
  }, [authenticated]);
  if (!authenticated) return <PageSpinner stage="session" />;
  return <>{children}</>;
}
