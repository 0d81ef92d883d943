import { LKA_REGISTRIES, WithStandaloneRegistryDetail } from '@portal/features';
import type { CabinetComponent } from '@portal/platform';
import { CabinetShell } from '@portal/ui';
import { LKA_MENU } from './menu';
import { LKA_PAGES } from './routes';
// The cabinet's own declaration (decision 0054): its build writes the same facts into its manifest for the host.
import packageJson from '../package.json';

/** The `./Cabinet` contract (@portal/platform), what the host renders under /lka/*: the agent cabinet. Unknown paths go to the supplies page. */
const Cabinet: CabinetComponent = () => (
  <WithStandaloneRegistryDetail cabinet={LKA_REGISTRIES}>
    <CabinetShell menu={LKA_MENU} pages={LKA_PAGES} landing={packageJson.portal.cabinet.landing.path} version={__APP_VERSION__} />
  </WithStandaloneRegistryDetail>
);

export default Cabinet;
