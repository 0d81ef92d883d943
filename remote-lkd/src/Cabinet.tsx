import { CABINET_LANDING } from '@portal/api';
import { LKD_REGISTRIES, WithStandaloneRegistryDetail } from '@portal/features';
import { CabinetShell } from '@portal/ui';
import { LKD_MENU } from './menu';
import { LKD_PAGES } from './routes';

/** What the host renders under /lkd/*: the debtor cabinet. Unknown paths go to the supplies page. */
export default function Cabinet() {
  return (
    <WithStandaloneRegistryDetail cabinet={LKD_REGISTRIES}>
      <CabinetShell menu={LKD_MENU} pages={LKD_PAGES} landing={CABINET_LANDING.LKD} version={__APP_VERSION__} />
    </WithStandaloneRegistryDetail>
  );
}
