import path from 'node:path';
import { LKK_REGISTRIES, registryDetailPath, registryListPath, standaloneDetailPath, standaloneDetailRoutes } from '@portal/features';
import { DEFAULT_REGISTRY_BRANCH_SEGMENT } from '@portal/platform';
import { cabinetPathLiterals, unroutedTargets } from '@portal/ui/testing';
import { LKK_MENU } from './menu';
import { LKK_PAGES } from './routes';

const SHARED_FEATURES = path.resolve(__dirname, '../../shared/features/src');
const BRANCH = DEFAULT_REGISTRY_BRANCH_SEGMENT;
/** The pages of the cabinet's router: its own, and the standalone registry detail its Cabinet wraps them with. */
const PAGES = [...LKK_PAGES, ...standaloneDetailRoutes(BRANCH).map((route) => ({ path: route, element: null }))];

describe('LKK in-page links', () => {
  it('lead to pages its router declares: the menu, the links the shared areas build, the paths written in the code', () => {
    const targets = [
      ...LKK_MENU.map((item) => item.path),
      registryListPath(LKK_REGISTRIES),
      registryDetailPath(LKK_REGISTRIES, 501),
      standaloneDetailPath(LKK_REGISTRIES, BRANCH, 501),
      ...cabinetPathLiterals('lkk', [__dirname, SHARED_FEATURES]),
    ];
    expect(unroutedTargets('lkk', PAGES, targets)).toEqual([]);
  });

  it('finds a link to a page the router lacks', () => {
    expect(unroutedTargets('lkk', PAGES, ['/lkk/registiries', '/lkk', registryListPath(LKK_REGISTRIES)])).toEqual(['/lkk/registiries', '/lkk']);
  });
});
