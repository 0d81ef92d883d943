import { LKK_EVENTS, LKK_REGISTRIES, NewEventsDialog, WithStandaloneRegistryDetail } from '@portal/features';
import type { CabinetComponent } from '@portal/platform';
import { CabinetShell } from '@portal/ui';
import { LKK_MENU } from './menu';
import { LKK_PAGES } from './routes';
// The cabinet's own declaration (decision 0054): its build writes the same facts into its manifest for the host.
import packageJson from '../package.json';

/** The `./Cabinet` contract (@portal/platform), what the host renders under /lkk/*: the LKK cabinet and its new-events dialog. Unknown paths go to the main page. */
const Cabinet: CabinetComponent = () => (
  <WithStandaloneRegistryDetail cabinet={LKK_REGISTRIES}>
    <CabinetShell menu={LKK_MENU} pages={LKK_PAGES} landing={packageJson.portal.cabinet.landing.path} version={__APP_VERSION__} />
    <NewEventsDialog cabinet={LKK_EVENTS} />
  </WithStandaloneRegistryDetail>
);

export default Cabinet;
