import { ClientCabinet } from '@portal/features';
import { LKK_MENU } from './menu';

/** What the host renders under /lkk/*: the client cabinet for scope LKK. */
export default function Cabinet() {
  return <ClientCabinet scope="LKK" menu={LKK_MENU} version={__APP_VERSION__} />;
}
