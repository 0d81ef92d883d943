import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { cabinets, findCabinetTests, orphanTests, repositoryCabinetTests, ROOT, testFilesUnder, type CabinetTests } from './cabinetTests';

/** Issue 51: the feature tests the hand-written folder lists missed in every cabinet. */
const MISSED_BY_THE_LISTS = ['shared/features/src/cabinetDescriptors.test.ts', 'shared/features/src/dictionaries/contractFilters.test.ts'];

describe("each cabinet's tests, found from the code its build bundles", () => {
  let found: CabinetTests;
  beforeAll(() => {
    found = repositoryCabinetTests();
  });

  it('finds the four cabinets, each from its exposed Cabinet', () => {
    expect(cabinets().map((cabinet) => cabinet.scope)).toEqual(['LKA', 'LKD', 'LKK', 'LKP']);
    for (const cabinet of cabinets()) expect(found.bundled[cabinet.scope]).toContain(`${cabinet.dir}/src/Cabinet.tsx`);
  });

  it.each(cabinets().map((cabinet) => [cabinet.scope, cabinet.dir]))("%s runs every test of its own src", (scope, dir) => {
    const own = testFilesUnder(ROOT, [dir]);
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((test) => !found.tests[scope]?.includes(test))).toEqual([]);
  });

  it.each(cabinets().map((cabinet) => [cabinet.scope]))('%s runs the feature tests of what it bundles that the folder lists missed', (scope) => {
    // Both test code every cabinet bundles: its descriptors, and the contract filters of its registry dialog.
    expect(found.bundled[scope]).toEqual(expect.arrayContaining(['shared/features/src/dictionaries/contractFilters.ts']));
    expect(found.tests[scope]).toEqual(expect.arrayContaining(MISSED_BY_THE_LISTS));
  });

  it('keeps a cabinet to what it bundles: the debtor builds no dashboard, EDM or tariffs, and no test of them runs for it', () => {
    expect(found.bundled.LKD?.filter((file) => /features\/src\/(edm|tariffs)\/|EventGroupsDashboard/.test(file))).toEqual([]);
    expect(found.tests.LKD?.filter((test) => /features\/src\/(edm|tariffs)\/|EventGroupsDashboard/.test(test))).toEqual([]);
    expect(found.tests.LKK).toContain('shared/features/src/events/dashboard/EventGroupsDashboard.test.tsx');
    // What the host provides is not bundled: the platform, the kit's and the API's entries (a module behind an entry
    // is, when bundled code imports it by its own path).
    for (const scope of Object.keys(found.bundled)) {
      expect(found.bundled[scope]?.filter((file) => file.startsWith('shared/platform/') || /^shared\/ui\/src\/(kit\/|format\/index\.ts)|^shared\/api\/src\/zod\.ts/.test(file))).toEqual([]);
    }
  });

  it('leaves no feature test out of every cabinet (an orphan is named here)', () => {
    expect(orphanTests(found)).toEqual([]);
  });

  it("is each remote's test command", () => {
    for (const cabinet of cabinets()) {
      const pkg = JSON.parse(readFileSync(path.join(ROOT, cabinet.dir, 'package.json'), 'utf8')) as { scripts: { test: string } };
      expect(pkg.scripts.test).toBe(`node ../scripts/cabinet-tests.cjs run ${cabinet.scope}`);
    }
  });
});

describe('the rule on a small constructed workspace', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'cabinet-tests-'));
    write('package.json', '{"name":"fixture"}');
    write('remote-x/package.json', '{"name":"remote-x"}');
    write('lib/package.json', '{"name":"@fx/lib","sideEffects":false}');
    // The package's barrel: the cabinet reaches each file through it by name.
    write('lib/src/index.ts', ["export * from './used';", "export * from './unused';", "export * from './descriptors';", "export * from './onlyTyped';", "export * from './kit';"].join('\n'));
    write('lib/src/used.ts', 'export const used = 1;');
    write('lib/src/unused.ts', 'export const unused = 2;');
    write('lib/src/descriptors.ts', 'export const X_DESC = { scope: "X" };\nexport const Y_DESC = { scope: "Y" };');
    write('lib/src/onlyTyped.ts', 'export interface Shape { size: number }\nexport const shapeOf = (size: number): Shape => ({ size });');
    write('lib/src/kit.ts', 'export const kitThing = 3;');
    write('lib/src/page.ts', 'export const pageThing = 4;');
    write('remote-x/src/Cabinet.ts', ["import { used, X_DESC, kitThing, type Shape } from '@fx/lib';", 'export const shape: Shape | null = null;', "export const lazyPage = () => import('./page');", 'export default [used, X_DESC, kitThing];'].join('\n'));
    write('remote-x/src/page.ts', "export { pageThing } from '@fx/lib/src/page';\nexport const page = 'page';");
    for (const [test, imports] of Object.entries({
      'lib/src/used.test.ts': "import { used } from './used';", // beside a bundled module
      'lib/src/unused.test.ts': "import { unused } from './unused';", // beside a module only the barrel names
      'lib/src/kit.test.ts': "import { kitThing } from './kit';", // beside a module the host provides
      'lib/src/onlyTyped.test.ts': "import { shapeOf } from './onlyTyped';", // the cabinet imports a type of it only
      'lib/src/descriptorX.test.ts': "import { X_DESC } from './index';", // no module beside; a name the cabinet uses
      'lib/src/descriptorY.test.ts': "import { Y_DESC } from './descriptors';", // the same file, a name it does not use
      'lib/src/page.test.ts': "import { pageThing } from './page';", // reached by the lazy page's re-export (remote-x has side effects)
      'remote-x/src/page.test.ts': "import { page } from './page';", // a lazy page: import() takes the whole module
    })) {
      write(test, `${imports}\nit('runs', () => undefined);`);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const findIn = () =>
    findCabinetTests({
      root,
      entries: { X: 'remote-x/src/Cabinet.ts' },
      tests: testFilesUnder(root, ['lib', 'remote-x']),
      notBundled: { X: new Set([path.join(root, 'lib/src/kit.ts')]) },
      compilerOptions: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, baseUrl: root, paths: { '@fx/lib': ['lib/src/index.ts'], '@fx/lib/*': ['lib/*'] } },
    });

  it('follows names through the barrel, a lazy import and a re-export, and stops at types and host-provided modules', () => {
    const found = findIn();
    expect(found.bundled.X).toEqual(['lib/src/descriptors.ts', 'lib/src/page.ts', 'lib/src/used.ts', 'remote-x/src/Cabinet.ts', 'remote-x/src/page.ts']);
    expect(found.used.X).toContain('lib/src/descriptors.ts#X_DESC');
    expect(found.used.X).not.toContain('lib/src/descriptors.ts#Y_DESC');
    expect(found.tests.X).toEqual(['lib/src/descriptorX.test.ts', 'lib/src/page.test.ts', 'lib/src/used.test.ts', 'remote-x/src/page.test.ts']);
  });

  it('fails naming each test no cabinet runs', () => {
    expect(orphanTests(findIn(), 'lib/')).toEqual(['lib/src/descriptorY.test.ts', 'lib/src/kit.test.ts', 'lib/src/onlyTyped.test.ts', 'lib/src/unused.test.ts']);
  });
});
