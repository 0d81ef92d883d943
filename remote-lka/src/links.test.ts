import path from 'node:path';
import { LKA_REGISTRIES, LKA_REWARDS, rewardDetailPath, registryDetailPath, registryListPath, standaloneDetailPath, standaloneDetailRoutes } from '@portal/features';
import { DEFAULT_REGISTRY_BRANCH_SEGMENT } from '@portal/platform';
import { cabinetPathLiterals, unroutedTargets } from '@portal/ui/testing';
import { LKA_MENU } from './menu';
import { LKA_PAGES } from './routes';

const SHARED_FEATURES = path.resolve(__dirname, '../../shared/features/src');
const BRANCH = DEFAULT_REGISTRY_BRANCH_SEGMENT;
/** The pages of the cabinet's router: its own, and the standalone registry detail its Cabinet wraps them with. */
const PAGES = [...LKA_PAGES, ...standaloneDetailRoutes(BRANCH).map((route) => ({ path: route, element: null }))];

describe('LKA in-page links', () => {
  it('lead to pages its router declares: the menu, the links the shared areas build, the paths written in the code', () => {
    const targets = [
      ...LKA_MENU.map((item) => item.path),
      registryListPath(LKA_REGISTRIES),
      registryDetailPath(LKA_REGISTRIES, 501),
      standaloneDetailPath(LKA_REGISTRIES, BRANCH, 501),
      LKA_REWARDS.listPath,
      rewardDetailPath(LKA_REWARDS, 9001),
      ...cabinetPathLiterals('lka', [__dirname, SHARED_FEATURES]),
    ];
    expect(unroutedTargets('lka', PAGES, targets)).toEqual([]);
  });

  it('finds a link to a page the router lacks', () => {
    expect(unroutedTargets('lka', PAGES, ['/lka/registiries', '/lka', registryListPath(LKA_REGISTRIES)])).toEqual(['/lka/registiries', '/lka']);
  });
});
