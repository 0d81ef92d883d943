// Prints the UI kit's current export lists (paste them into shared/ui/kitVersions.json for a new release).
import * as chakra from '../shared/ui/src/kit/chakra';
import * as router from '../shared/ui/src/kit/router';
import * as icons from '../shared/ui/src/kit/icons';
import * as format from '../shared/ui/src/format';

const lists = { '@portal/ui/chakra': chakra, '@portal/ui/router': router, '@portal/ui/icons': icons, '@portal/ui/format': format };
console.log(JSON.stringify(Object.fromEntries(Object.entries(lists).map(([entry, module]) => [entry, Object.keys(module).sort()])), null, 2));
