import { useLocation } from '@portal/ui/router';
import type { Scope } from '@portal/api';
import { RemoteCabinet } from '../remotes/RemoteCabinet';
import { UserGate } from '../user/UserGate';
import { cabinetRedirect } from './cabinetRedirect';
import { RedirectWithStage } from './RedirectWithStage';

/** `/<cabinet>/*`: loads the user, sends them to their own cabinet if needed, else renders the remote. */
export function CabinetGate({ scope }: { scope: Scope }) {
  const { pathname } = useLocation();
  return (
    <UserGate>
      {(user) => {
        const target = cabinetRedirect(pathname, user.scope);
        return target ? <RedirectWithStage to={target} stage="cabinet" /> : <RemoteCabinet scope={scope} />;
      }}
    </UserGate>
  );
}
