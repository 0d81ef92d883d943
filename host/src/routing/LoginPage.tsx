import { cabinetPath } from '@portal/api';
import { useSession } from '@portal/platform';
import { takeReturnPath } from '../sessionEnd/returnAfterSignIn';
import { UserGate } from '../user/UserGate';
import { RedirectWithStage } from './RedirectWithStage';

/**
 * /login for a signed-in user: on to the root of their cabinet, which sends them on to its landing page
 * (unauthenticated visits never get here), or back to the page where their session ended, with its draft
 * (decision 0059).
 */
export function LoginPage() {
  // The sign-in name of the token: the one the page was remembered under.
  const userName = useSession((state) => state.userName);
  return <UserGate>{(user) => <RedirectWithStage to={takeReturnPath(userName) ?? cabinetPath(user.scope)} stage="cabinet" />}</UserGate>;
}
