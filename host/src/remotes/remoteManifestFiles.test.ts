import { cabinetScripts, declaredLandingCalls, isRemoteManifestFiles, remoteEntryUrl, type RemoteManifestFiles } from './remoteManifestFiles';

const manifest = (metaData: Partial<RemoteManifestFiles['metaData']> = {}): RemoteManifestFiles => ({
  metaData: { globalName: 'lkd', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', ...metaData },
  exposes: [
    { path: './Other', assets: { js: { sync: ['other.9.js'] } } },
    { path: './Cabinet', assets: { js: { sync: ['__federation_expose_Cabinet.1.js'] } } },
  ],
});

describe("a remote's mf-manifest.json as the host reads it", () => {
  it('finds remoteEntry.js beside the manifest (publicPath auto), in its folder, or under an explicit publicPath', () => {
    expect(remoteEntryUrl('http://cdn.example.ru/lkd/v2/mf-manifest.json', manifest())).toBe('http://cdn.example.ru/lkd/v2/remoteEntry.js');
    expect(remoteEntryUrl('http://cdn.example.ru/lkd/v2/mf-manifest.json', manifest({ remoteEntry: { name: 'remoteEntry.js', path: 'js' } }))).toBe(
      'http://cdn.example.ru/lkd/v2/js/remoteEntry.js',
    );
    expect(remoteEntryUrl('http://cdn.example.ru/lkd/v2/mf-manifest.json', manifest({ publicPath: 'http://static.example.ru/lkd/' }))).toBe(
      'http://static.example.ru/lkd/remoteEntry.js',
    );
  });

  it("names the container, the ./Cabinet expose's scripts and the landing page's, each once, beside the container", () => {
    const files = manifest({ landingPage: { js: ['88.2.js', '540.3.js', '__federation_expose_Cabinet.1.js'] } });
    expect(cabinetScripts('http://localhost:4102/mf-manifest.json', files)).toEqual([
      'http://localhost:4102/remoteEntry.js',
      'http://localhost:4102/__federation_expose_Cabinet.1.js',
      'http://localhost:4102/88.2.js',
      'http://localhost:4102/540.3.js',
    ]);
    // A manifest without the landing page (an older build) still preloads the cabinet.
    expect(cabinetScripts('http://localhost:4102/mf-manifest.json', manifest())).toHaveLength(2);
  });

  it("reads the landing page's declared calls, and none from a declaration that is not a list of read calls", () => {
    const calls = [{ method: 'GET', path: 'lkd/events/new' }, { method: 'POST', path: 'lkd/registries', body: { page: 0 } }];
    expect(declaredLandingCalls(manifest({ landingPage: { js: [], calls } }))).toEqual(calls);
    expect(declaredLandingCalls(manifest({ landingPage: { js: [] } }))).toEqual([]);
    expect(declaredLandingCalls(manifest())).toEqual([]);
    for (const wrong of [
      'lkd/events/new',
      [{ method: 'DELETE', path: 'common/delete/1' }],
      [{ method: 'GET', path: '/api/lkd/events/new' }],
      [{ method: 'GET', path: '../admin' }],
      [{ method: 'GET', path: 'lkd/events/new', body: {} }],
    ]) {
      expect(declaredLandingCalls(manifest({ landingPage: { js: [], calls: wrong } }))).toEqual([]);
    }
    // A wrong declaration costs the early calls only: the cabinet still loads.
    expect(isRemoteManifestFiles(manifest({ landingPage: { js: [], calls: 'x' } }))).toBe(true);
  });

  it.each([
    ['a manifest of enhanced', manifest(), true],
    ['no metaData', { exposes: [] }, false],
    ['no remoteEntry name', { ...manifest(), metaData: { globalName: 'lkd', remoteEntry: { name: '', path: '' } } }, false],
    ['exposes without scripts', { ...manifest(), exposes: [{ path: './Cabinet', assets: {} }] }, false],
    ['a landing page without a script list', manifest({ landingPage: { js: 'x.js' } as never }), false],
    ['not an object', 'Not found', false],
    ['null', null, false],
  ])('%s is %s a manifest the host can use', (_name, value, valid) => {
    expect(isRemoteManifestFiles(value)).toBe(valid);
  });
});
