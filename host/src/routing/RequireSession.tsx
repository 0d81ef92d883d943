import { useEffect, useRef, type ReactNode } from 'react';
import { login, useSession } from '@portal/platform';
import { SessionOverDialog } from '../sessionEnd/SessionOverDialog';
import { PageSpinner } from '../shell/PageSpinner';

/**
 * Global guard (spec §2): without a session the browser goes to the identity provider, returning to the site origin.
 * A session that ends while the user works (it was authenticated on this page) keeps the page on screen under
 * «Сеанс завершён…», and the user goes to sign in from there (decision 0059).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const authenticated = useSession((state) => state.authenticated);
  const wasAuthenticated = useRef(authenticated);
  if (authenticated) wasAuthenticated.current = true;
  const endedWhileWorking = !authenticated && wasAuthenticated.current;
  useEffect(() => {
    if (!authenticated && !endedWhileWorking) login(window.location.origin).catch((error: unknown) => console.error('Login redirect failed', error));
  }, [authenticated, endedWhileWorking]);
  if (endedWhileWorking) {
    return (
      <>
        {children}
        <SessionOverDialog />
      </>
    );
  }
  if (!authenticated) return <PageSpinner stage="session" />;
  return <>{children}</>;
}
