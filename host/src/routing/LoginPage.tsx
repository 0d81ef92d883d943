import { Navigate } from '@portal/ui/router';
import { CABINET_LANDING } from '@portal/api';
import { UserGate } from '../user/UserGate';

/** /login for a signed-in user: on to the landing page of their cabinet (unauthenticated visits never get here). */
export function LoginPage() {
  return <UserGate>{(user) => <Navigate to={CABINET_LANDING[user.scope]} replace />}</UserGate>;
}
