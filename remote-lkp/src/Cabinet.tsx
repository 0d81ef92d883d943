import { LKP_EVENTS, LKP_REGISTRIES, NewEventsDialog, WithStandaloneRegistryDetail } from '@portal/features';
import type { CabinetComponent } from '@portal/platform';
import { CabinetShell } from '@portal/ui';
import { LKP_MENU } from './menu';
import { LKP_PAGES } from './routes';
// The cabinet's own declaration (decision 0054): its build writes the same facts into its manifest for the host.
import packageJson from '../package.json';

/** The `./Cabinet` contract (@portal/platform), what the host renders under /lkp/*: the LKP cabinet and its new-events dialog. Unknown paths go to the main page. */
const Cabinet: CabinetComponent = () => (
  <WithStandaloneRegistryDetail cabinet={LKP_REGISTRIES}>
    <CabinetShell menu={LKP_MENU} pages={LKP_PAGES} landing={packageJson.portal.cabinet.landing.path} version={__APP_VERSION__} />
    <NewEventsDialog cabinet={LKP_EVENTS} />
  </WithStandaloneRegistryDetail>
);

export default Cabinet;
