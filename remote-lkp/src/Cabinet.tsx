import { ClientCabinet } from '@portal/features';
import { LKP_MENU } from './menu';

/** What the host renders under /lkp/*: the client cabinet for scope LKP. */
export default function Cabinet() {
  return <ClientCabinet scope="LKP" menu={LKP_MENU} version={__APP_VERSION__} />;
}
