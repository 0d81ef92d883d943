import { Navigate } from '@portal/ui/router';
import { cabinetPath } from '@portal/api';
import { UserGate } from '../user/UserGate';

/**
 * /login for a signed-in user: on to the root of their cabinet, which sends them on to its landing page
 * (unauthenticated visits never get here).
 */
export function LoginPage() {
  return <UserGate>{(user) => <Navigate to={cabinetPath(user.scope)} replace />}</UserGate>;
}
