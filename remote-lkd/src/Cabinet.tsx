import { LKD_EVENTS, LKD_REGISTRIES, NewEventsDialog, WithStandaloneRegistryDetail } from '@portal/features';
import type { CabinetComponent } from '@portal/platform';
import { CabinetShell } from '@portal/ui';
import { LKD_MENU } from './menu';
import { LKD_PAGES } from './routes';
// The cabinet's own declaration (decision 0054): its build writes the same facts into its manifest for the host.
import packageJson from '../package.json';

/** The `./Cabinet` contract (@portal/platform), what the host renders under /lkd/*: the debtor cabinet and its new-events dialog. Unknown paths go to the supplies page. */
const Cabinet: CabinetComponent = () => (
  <WithStandaloneRegistryDetail cabinet={LKD_REGISTRIES}>
    <CabinetShell menu={LKD_MENU} pages={LKD_PAGES} landing={packageJson.portal.cabinet.landing.path} version={__APP_VERSION__} />
    <NewEventsDialog cabinet={LKD_EVENTS} />
  </WithStandaloneRegistryDetail>
);

export default Cabinet;
