import path from 'node:path';
import { LKP_REGISTRIES, registryDetailPath, registryListPath, standaloneDetailPath, standaloneDetailRoutes } from '@portal/features';
import { DEFAULT_REGISTRY_BRANCH_SEGMENT } from '@portal/platform';
import { cabinetPathLiterals, unroutedTargets } from '@portal/ui/testing';
import { LKP_MENU } from './menu';
import { LKP_PAGES } from './routes';

const SHARED_FEATURES = path.resolve(__dirname, '../../shared/features/src');
const BRANCH = DEFAULT_REGISTRY_BRANCH_SEGMENT;
/** The pages of the cabinet's router: its own, and the standalone registry detail its Cabinet wraps them with. */
const PAGES = [...LKP_PAGES, ...standaloneDetailRoutes(BRANCH).map((route) => ({ path: route, element: null }))];

describe('LKP in-page links', () => {
  it('lead to pages its router declares: the menu, the links the shared areas build, the paths written in the code', () => {
    const targets = [
      ...LKP_MENU.map((item) => item.path),
      registryListPath(LKP_REGISTRIES),
      registryDetailPath(LKP_REGISTRIES, 501),
      standaloneDetailPath(LKP_REGISTRIES, BRANCH, 501),
      ...cabinetPathLiterals('lkp', [__dirname, SHARED_FEATURES]),
    ];
    expect(unroutedTargets('lkp', PAGES, targets)).toEqual([]);
  });

  it('finds a link to a page the router lacks', () => {
    expect(unroutedTargets('lkp', PAGES, ['/lkp/registiries', '/lkp', registryListPath(LKP_REGISTRIES)])).toEqual(['/lkp/registiries', '/lkp']);
  });
});
