import { CABINET_LANDING } from '@portal/api';
import { LKA_REGISTRIES, WithStandaloneRegistryDetail } from '@portal/features';
import { CabinetShell } from '@portal/ui';
import { LKA_MENU } from './menu';
import { LKA_PAGES } from './routes';

/** What the host renders under /lka/*: the agent cabinet. Unknown paths go to the supplies page. */
export default function Cabinet() {
  return (
    <WithStandaloneRegistryDetail cabinet={LKA_REGISTRIES}>
      <CabinetShell menu={LKA_MENU} pages={LKA_PAGES} landing={CABINET_LANDING.LKA} version={__APP_VERSION__} />
    </WithStandaloneRegistryDetail>
  );
}
