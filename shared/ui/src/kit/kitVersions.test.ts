import { describeExportContract } from '../../../testing/src/describeExportContract';
import { exportsOf } from '../../../testing/src/exportContract';
import * as chakraEntry from './chakra';
import * as routerEntry from './router';
import * as queryEntry from './query';
import * as formEntry from './form';
import * as iconsEntry from './icons';
import * as formatEntry from '../format';
import packageJson from '../../package.json';
import kitVersions from '../../kitVersions.json';

const faces = { '@portal/ui/chakra': chakraEntry, '@portal/ui/router': routerEntry, '@portal/ui/query': queryEntry, '@portal/ui/form': formEntry, '@portal/ui/icons': iconsEntry, '@portal/ui/format': formatEntry };
describeExportContract('@portal/ui', 'shared/ui/kitVersions.json', kitVersions as never, packageJson.version, Object.fromEntries(Object.entries(faces).map(([entry, module]) => [entry, exportsOf(module as Record<string, unknown>)])));
