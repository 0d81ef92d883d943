import { describeExportContract } from '../../testing/src/describeExportContract';
import { exportsOf } from '../../testing/src/exportContract';
import packageJson from '../package.json';
import platformVersions from '../platformVersions.json';
import * as platform from './index';

// @portal/platform is one strict singleton: a cabinet built against a platform with a new export is refused by a host
// whose platform lacks it, because that release is a minor one (decision 0042, ARCHITECTURE rule 3).
describeExportContract('@portal/platform', 'shared/platform/platformVersions.json', platformVersions as never, packageJson.version, {
  '@portal/platform': exportsOf(platform as Record<string, unknown>),
});
