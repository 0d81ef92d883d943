import path from 'node:path';
import { LKD_REGISTRIES, LKD_REWARDS, rewardDetailPath, registryDetailPath, registryListPath, standaloneDetailPath, standaloneDetailRoutes } from '@portal/features';
import { DEFAULT_REGISTRY_BRANCH_SEGMENT } from '@portal/platform';
import { cabinetPathLiterals, unroutedTargets } from '@portal/ui/testing';
import { LKD_MENU } from './menu';
import { LKD_PAGES } from './routes';

const SHARED_FEATURES = path.resolve(__dirname, '../../shared/features/src');
const BRANCH = DEFAULT_REGISTRY_BRANCH_SEGMENT;
/** The pages of the cabinet's router: its own, and the standalone registry detail its Cabinet wraps them with. */
const PAGES = [...LKD_PAGES, ...standaloneDetailRoutes(BRANCH).map((route) => ({ path: route, element: null }))];

describe('LKD in-page links', () => {
  it('lead to pages its router declares: the menu, the links the shared areas build, the paths written in the code', () => {
    const targets = [
      ...LKD_MENU.map((item) => item.path),
      registryListPath(LKD_REGISTRIES),
      registryDetailPath(LKD_REGISTRIES, 501),
      standaloneDetailPath(LKD_REGISTRIES, BRANCH, 501),
      LKD_REWARDS.listPath,
      rewardDetailPath(LKD_REWARDS, 9001),
      ...cabinetPathLiterals('lkd', [__dirname, SHARED_FEATURES]),
    ];
    expect(unroutedTargets('lkd', PAGES, targets)).toEqual([]);
  });

  it('finds a link to a page the router lacks', () => {
    expect(unroutedTargets('lkd', PAGES, ['/lkd/registiries', '/lkd', registryListPath(LKD_REGISTRIES)])).toEqual(['/lkd/registiries', '/lkd']);
  });
});
