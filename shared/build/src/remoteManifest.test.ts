import { assetsOfGroup, landingScripts, type ChunkGroupLike } from './remoteManifest';

function group(files: string[], children: ChunkGroupLike[] = []): ChunkGroupLike {
  return { chunks: files.map((file) => ({ files: [file, `${file}.map`] })), getChildren: () => children };
}

describe("a remote's manifest", () => {
  it("lists the expose's own scripts as sync and every lazily reachable one once as async, maps left out", () => {
    const shared = group(['shared-page-bits.js']);
    const main = group(['main-page.js', 'shared-page-bits.js'], [shared]);
    const reports = group(['reports-page.js', 'shared-page-bits.js'], [shared]);
    const expose = group(['__federation_expose_Cabinet.js', 'kit-bits.js'], [main, reports]);
    expect(assetsOfGroup(expose)).toEqual({
      sync: ['__federation_expose_Cabinet.js', 'kit-bits.js'],
      async: ['main-page.js', 'shared-page-bits.js', 'reports-page.js'],
    });
  });

  it('terminates on a cycle of lazy imports', () => {
    const children: ChunkGroupLike[] = [];
    const expose = group(['expose.js'], children);
    children.push(group(['page.js'], [expose]));
    expect(assetsOfGroup(expose)).toEqual({ sync: ['expose.js'], async: ['page.js'] });
  });

  it("names the landing page's scripts the expose does not already load", () => {
    expect(landingScripts(group(['main-page.js', 'kit-bits.js', 'vendor-split.js']), ['__federation_expose_Cabinet.js', 'kit-bits.js'])).toEqual([
      'main-page.js',
      'vendor-split.js',
    ]);
  });
});
