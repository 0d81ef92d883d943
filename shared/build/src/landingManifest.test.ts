import path from 'node:path';
import { addLandingPage, consumedShareKeys, groupImporting, landingScripts, LANDING_PAGE_FIELD, type ChunkGroupLike, type CompilationLike } from './landingManifest';

/** A chunk's modules by its file: a consume-shared module per share key, and an ordinary module. */
const CONSUMES: Record<string, string[]> = { 'main-page.3.js': ['@portal/ui/form', '@portal/ui/chakra'], 'vendor-split.4.js': ['@portal/ui/form', 'react'] };

function group(files: string[], imports: string[] = []) {
  return {
    chunks: files.map((file) => ({ files: [file, `${file}.map`], name: file })),
    // The lazy import() blocks that create this group, each with a dependency on the imported file.
    getBlocks: () => imports.map((file) => ({ dependencies: [{ file }] })),
  };
}

function compilation(groups: Array<ReturnType<typeof group>>): CompilationLike {
  return {
    chunkGroups: groups,
    moduleGraph: {
      // A page written in .tsx comes concatenated (named by its root module), a .ts one as itself.
      getModule: (dependency: never) => {
        const file = (dependency as { file: string }).file;
        return file.endsWith('.tsx') ? { rootModule: { resource: file } } : { resource: file };
      },
    },
    chunkGraph: {
      getChunkModulesIterable: (chunk: never) => {
        const name = (chunk as { name: string }).name;
        return [{ type: 'javascript/auto', resource: `/repo/${name}.ts` }, ...(CONSUMES[name] ?? []).map((shareKey) => ({ type: 'consume-shared-module', options: { shareKey } }))];
      },
    },
    warnings: [],
  };
}

const ROOT = '/repo';
const LANDING = path.join(ROOT, 'remote-lkk/src/pages/MainPage.tsx');
const stats = () => ({
  id: 'lkk',
  metaData: { name: 'lkk', globalName: 'lkk', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './Cabinet', assets: { js: { sync: ['__federation_expose_Cabinet.1.js', 'kit-bits.2.js'], async: ['main-page.3.js'] } } }],
});

describe("the landing page's scripts in a remote's mf-manifest.json", () => {
  it("names the landing page's scripts the expose does not already load, each once, maps left out", () => {
    const landing: ChunkGroupLike = group(['main-page.3.js', 'kit-bits.2.js', 'vendor-split.4.js', 'main-page.3.js']);
    expect(landingScripts(landing, ['__federation_expose_Cabinet.1.js', 'kit-bits.2.js'])).toEqual(['main-page.3.js', 'vendor-split.4.js']);
  });

  it("names the shared modules the landing page's chunks consume, each once, sorted, and nothing that is not a consume", () => {
    const build = compilation([]);
    expect(consumedShareKeys(build, group(['main-page.3.js', 'vendor-split.4.js']))).toEqual(['@portal/ui/chakra', '@portal/ui/form', 'react']);
    expect(consumedShareKeys(build, group(['reports-page.5.js']))).toEqual([]);
  });

  it('finds the chunk group a lazy import of the module creates (its origin block), whether the module was concatenated or not', () => {
    const REPORTS = '/repo/remote-lkk/src/pages/ReportsPage.ts';
    const expose = group(['__federation_expose_Cabinet.1.js']);
    const main = group(['main-page.3.js'], [LANDING]);
    const reports = group(['reports-page.5.js'], [REPORTS]);
    const build = compilation([expose, reports, main]);
    expect(groupImporting(build, LANDING)).toBe(main);
    expect(groupImporting(build, REPORTS)).toBe(reports);
    expect(groupImporting(build, '/repo/remote-lkk/src/pages/Nowhere.tsx')).toBeUndefined();
  });

  it('adds metaData.landingPage with the module and its scripts, keeping the rest of the stats', () => {
    const build = compilation([group(['__federation_expose_Cabinet.1.js']), group(['main-page.3.js', 'kit-bits.2.js'], [LANDING])]);
    const result = addLandingPage({ landingModule: LANDING, root: ROOT, buildName: 'remote-lkk' })({ stats: stats(), compilation: build });
    expect(result.metaData).toEqual({
      ...stats().metaData,
      [LANDING_PAGE_FIELD]: { module: 'remote-lkk/src/pages/MainPage.tsx', js: ['main-page.3.js'], shared: ['@portal/ui/chakra', '@portal/ui/form'] },
    });
    expect(result.exposes).toEqual(stats().exposes);
    expect(build.warnings).toEqual([]);
  });

  it('writes the extra metaData fields it is given (the shared requirements)', () => {
    const build = compilation([group(['__federation_expose_Cabinet.1.js']), group(['main-page.3.js'], [LANDING])]);
    const requirements = [{ name: '@portal/ui/chakra', requiredVersion: '^1.2.0', strict: true }];
    const result = addLandingPage({ landingModule: LANDING, root: ROOT, buildName: 'remote-lkk', extraMetaData: { sharedRequirements: requirements } })({ stats: stats(), compilation: build });
    expect(result.metaData).toMatchObject({ sharedRequirements: requirements, [LANDING_PAGE_FIELD]: { js: ['main-page.3.js'] } });
  });

  it("writes the landing page's declared first calls beside its scripts", () => {
    const build = compilation([group(['__federation_expose_Cabinet.1.js']), group(['main-page.3.js'], [LANDING])]);
    const calls = [{ method: 'GET', path: 'lkk/events/new' }, { method: 'POST', path: 'registries', body: { page: 0 } }];
    const result = addLandingPage({ landingModule: LANDING, root: ROOT, buildName: 'remote-lkk', calls })({ stats: stats(), compilation: build });
    expect(result.metaData).toMatchObject({ [LANDING_PAGE_FIELD]: { js: ['main-page.3.js'], calls } });
  });

  it('warns and lists no landing scripts when the page is not lazily imported any more', () => {
    const build = compilation([group(['__federation_expose_Cabinet.1.js'])]);
    const result = addLandingPage({ landingModule: LANDING, root: ROOT, buildName: 'remote-lkk' })({ stats: stats(), compilation: build });
    expect(result.metaData).toMatchObject({ landingPage: { module: 'remote-lkk/src/pages/MainPage.tsx', js: [] } });
    expect(String(build.warnings[0])).toContain('remote-lkk: the landing page /repo/remote-lkk/src/pages/MainPage.tsx is not lazily imported');
  });
});
