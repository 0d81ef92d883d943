import { existsSync } from 'node:fs';
import path from 'node:path';
// @portal/build does not depend on the API package; its constants are read from the source.
import { CABINET_LANDING } from '../../api/src/scopes';
import { LANDING_PAGE_MODULES, landingPageModule } from './landingPages';

const repo = path.resolve(__dirname, '..', '..', '..');

describe("the cabinets' landing page modules", () => {
  it.each(Object.entries(LANDING_PAGE_MODULES))('%s: %s exists', (scope, module) => {
    expect(existsSync(path.join(repo, module))).toBe(true);
    expect(landingPageModule(path.join(repo, `remote-${scope.toLowerCase()}`), scope)).toBe(path.join(repo, module));
  });

  it.each([
    ['LKK', 'main'],
    ['LKP', 'main'],
    ['LKD', 'supplies'],
    ['LKA', 'supplies'],
  ] as const)('%s lands on …/%s, the page the table names', (scope, segment) => {
    expect(CABINET_LANDING[scope]).toBe(`/${scope.toLowerCase()}/${segment}`);
  });

  it('refuses an unknown scope', () => {
    expect(() => landingPageModule(repo, 'LKX')).toThrow('No landing page known for cabinet scope "LKX"');
  });
});
