/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getInstance, init, loadRemote, loadShare, registerRemotes } from '@module-federation/enhanced/runtime';
import { resetCabinetPreload, startCabinetReads } from './cabinetPreload';
import { loadCabinet, loadRemotesManifest, resetRemoteRegistry } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  loadShare: jest.fn(),
}));

const mocked = {
  getInstance: jest.mocked(getInstance),
  init: jest.mocked(init),
  registerRemotes: jest.mocked(registerRemotes),
  loadRemote: jest.mocked(loadRemote),
  loadShare: jest.mocked(loadShare),
};

const server = setupServer();
let manifestRequests = 0;
let manifest: Record<string, string> = {};
const remoteManifestReads: string[] = [];
/** What the host told the server through the spec's front-end error call. */
let errorReports: string[] = [];

/** What enhanced writes into a remote's mf-manifest.json, as far as the host reads it. */
function remoteManifest(globalName: string) {
  return {
    id: globalName,
    name: globalName,
    metaData: { name: globalName, globalName, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [],
    remotes: [],
    exposes: [{ id: `${globalName}:Cabinet`, name: 'Cabinet', path: './Cabinet', assets: { js: { sync: ['__federation_expose_Cabinet.1.js'], async: [] } } }],
  };
}

/** The remote registered for a build: named as its container, by its remoteEntry.js and the global it defines. */
const registered = (name: string, folder: string) => [[{ name, entry: `${folder}/remoteEntry.js`, entryGlobalName: name }]];

function LkkCabinet() {
  return null;
}

describe('remote registry', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(() => {
    jest.clearAllMocks();
    resetRemoteRegistry();
    manifestRequests = 0;
    manifest = {
      LKK: 'http://localhost:3001/mf-manifest.json',
      LKD: 'http://localhost:3002/mf-manifest.json',
      LKA: 'http://localhost:3003/mf-manifest.json',
      LKP: 'http://localhost:3004/mf-manifest.json',
    };
    errorReports = [];
    server.use(
      mock.post('http://localhost/api/log/error', async ({ request }) => {
        errorReports.push(((await request.json()) as { message: string }).message);
        return new HttpResponse(null, { status: 204 });
      }),
      mock.get('http://localhost/remotes.json', () => {
        manifestRequests += 1;
        return HttpResponse.json(manifest);
      }),
      mock.get('http://localhost:*/*mf-manifest.json', ({ request }) => {
        remoteManifestReads.push(request.url);
        const port = new URL(request.url).port;
        const name = { 3001: 'lkk', 3002: 'lkd', 3003: 'lka', 3004: 'lkp' }[port] ?? 'unknown';
        return HttpResponse.json(remoteManifest(name));
      }),
    );
    remoteManifestReads.length = 0;
    resetCabinetPreload();
    mocked.getInstance.mockReturnValue(null);
    mocked.loadRemote.mockResolvedValue({ default: LkkCabinet });
  });

  afterEach(() => server.resetHandlers());

  it('fetches /remotes.json once', async () => {
    await loadRemotesManifest();
    await loadRemotesManifest();
    await loadCabinet('LKK');
    expect(manifestRequests).toBe(1);
  });

  it("initialises the runtime when the build plugin did not, reads the remote's manifest and registers only the needed remote by its remoteEntry.js", async () => {
    await expect(loadCabinet('LKK')).resolves.toBe(LkkCabinet);
    expect(mocked.init).toHaveBeenCalledWith({ name: 'host', remotes: [] });
    expect(remoteManifestReads).toEqual(['http://localhost:3001/mf-manifest.json']);
    expect(mocked.registerRemotes.mock.calls).toEqual([registered('lkk', 'http://localhost:3001')]);
    expect(mocked.loadRemote).toHaveBeenCalledWith('lkk/Cabinet');
  });

  it('takes over the reads main.js started for the cabinet instead of asking again', async () => {
    startCabinetReads(['LKD'], 'http://localhost');
    await expect(loadCabinet('LKD')).resolves.toBe(LkkCabinet);
    expect(manifestRequests).toBe(1);
    expect(remoteManifestReads).toEqual(['http://localhost:3002/mf-manifest.json']);
    expect(mocked.registerRemotes.mock.calls).toEqual([registered('lkd', 'http://localhost:3002')]);
  });

  it('refuses a manifest that does not locate remoteEntry.js, and an unreachable one, without registering anything', async () => {
    server.use(mock.get('http://localhost:3003/mf-manifest.json', () => HttpResponse.json({ name: 'lka' }), { once: true }));
    await expect(loadCabinet('LKA')).rejects.toThrow('http://localhost:3003/mf-manifest.json is not a module federation manifest');
    server.use(mock.get('http://localhost:3003/mf-manifest.json', () => HttpResponse.error(), { once: true }));
    await expect(loadCabinet('LKA')).rejects.toThrow();
    server.use(mock.get('http://localhost:3003/mf-manifest.json', () => new HttpResponse('Not found', { status: 404 }), { once: true }));
    await expect(loadCabinet('LKA')).rejects.toThrow('GET http://localhost:3003/mf-manifest.json answered 404');
    expect(mocked.registerRemotes).not.toHaveBeenCalled();
    // Each failure is reported with the scope, the URL and the reason (POST log/error).
    await waitFor(() => expect(errorReports).toHaveLength(3));
    expect(errorReports[0]).toContain('"scope":"LKA"');
    expect(errorReports[0]).toContain('"url":"http://localhost:3003/mf-manifest.json"');
    expect(errorReports[2]).toContain('answered 404');
    await expect(loadCabinet('LKA')).resolves.toBe(LkkCabinet);
  });

  it("refuses another cabinet's build offered as the scope's before running any of it, and reports why", async () => {
    // LKK's build (container "lkk") named as LKD's.
    manifest = { ...manifest, LKD: 'http://localhost:3001/mf-manifest.json' };
    await expect(loadCabinet('LKD')).rejects.toThrow('http://localhost:3001/mf-manifest.json is not the LKD cabinet: its manifest has name "lkk" (LKD needs "lkd" or "lkd_<build>")');
    expect(mocked.registerRemotes).not.toHaveBeenCalled();
    expect(mocked.loadRemote).not.toHaveBeenCalled();
    await waitFor(() => expect(errorReports).toEqual([expect.stringContaining('"reason":"wrong-cabinet: http://localhost:3001/mf-manifest.json is not the LKD cabinet')]));
  });

  it("starts loading the host's copies of the shared modules the landing page consumes with the cabinet, not after it", async () => {
    server.use(
      mock.get('http://localhost:3003/mf-manifest.json', () => {
        const files = remoteManifest('lka');
        return HttpResponse.json({ ...files, metaData: { ...files.metaData, landingPage: { js: [], shared: ['@portal/ui/form', 'left-pad'] } } });
      }),
    );
    mocked.getInstance.mockReturnValue({ options: { shared: { '@portal/ui/form': [{ version: '1.3.0' }], react: [{ version: '19.3.1' }] } } } as unknown as ReturnType<typeof getInstance>);
    // A copy that fails to load is the remote's own request's to report: the cabinet still loads.
    mocked.loadShare.mockRejectedValue(new Error('chunk failed'));
    await expect(loadCabinet('LKA')).resolves.toBe(LkkCabinet);
    // Only what the host provides: a module it does not is left to the remote.
    expect(mocked.loadShare.mock.calls).toEqual([['@portal/ui/form']]);
    expect(mocked.loadShare.mock.invocationCallOrder[0]).toBeLessThan(mocked.loadRemote.mock.invocationCallOrder[0]!);
    expect(mocked.registerRemotes.mock.invocationCallOrder[0]).toBeLessThan(mocked.loadShare.mock.invocationCallOrder[0]!);
  });

  it('loads no shared module early for a manifest that names none or names them wrongly', async () => {
    mocked.getInstance.mockReturnValue({ options: { shared: { '@portal/ui/form': [{ version: '1.3.0' }] } } } as unknown as ReturnType<typeof getInstance>);
    await loadCabinet('LKK');
    server.use(
      mock.get('http://localhost:3004/mf-manifest.json', () => {
        const files = remoteManifest('lkp');
        return HttpResponse.json({ ...files, metaData: { ...files.metaData, landingPage: { js: [], shared: '@portal/ui/form' } } });
      }),
    );
    await loadCabinet('LKP');
    expect(mocked.loadShare).not.toHaveBeenCalled();
  });

  it('uses the existing runtime instance', async () => {
    mocked.getInstance.mockReturnValue({} as ReturnType<typeof getInstance>);
    await loadCabinet('LKD');
    expect(mocked.init).not.toHaveBeenCalled();
    expect(mocked.registerRemotes.mock.calls).toEqual([registered('lkd', 'http://localhost:3002')]);
  });

  it('loads a cabinet once', async () => {
    await loadCabinet('LKK');
    await loadCabinet('LKK');
    expect(mocked.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('after a failure re-reads /remotes.json and registers the version it names', async () => {
    mocked.loadRemote.mockRejectedValueOnce(new Error('remote down'));
    await expect(loadCabinet('LKP')).rejects.toThrow('remote down');
    await waitFor(() => expect(errorReports).toEqual([expect.stringContaining('"reason":"entry: remote down"')]));
    manifest = { ...manifest, LKP: 'http://localhost:3004/v2/mf-manifest.json' };
    await expect(loadCabinet('LKP')).resolves.toBe(LkkCabinet);
    expect(manifestRequests).toBe(2);
    expect(remoteManifestReads).toEqual(['http://localhost:3004/mf-manifest.json', 'http://localhost:3004/v2/mf-manifest.json']);
    expect(mocked.registerRemotes.mock.calls).toEqual([registered('lkp', 'http://localhost:3004'), registered('lkp', 'http://localhost:3004/v2')]);
  });

  it('fails clearly when the manifest names no remote for the scope, and recovers once it does', async () => {
    delete manifest.LKA;
    await expect(loadCabinet('LKA')).rejects.toThrow('/remotes.json names no remote for LKA');
    expect(mocked.registerRemotes).not.toHaveBeenCalled();
    manifest.LKA = 'http://localhost:3003/mf-manifest.json';
    await expect(loadCabinet('LKA')).resolves.toBe(LkkCabinet);
  });

  it('retries a failed /remotes.json', async () => {
    server.use(mock.get('http://localhost/remotes.json', () => new HttpResponse(null, { status: 503 }), { once: true }));
    await expect(loadCabinet('LKK')).rejects.toThrow('GET /remotes.json answered 503');
    await expect(loadCabinet('LKK')).resolves.toBe(LkkCabinet);
  });

  it('rejects a remote without a default export', async () => {
    mocked.loadRemote.mockResolvedValueOnce({});
    await expect(loadCabinet('LKK')).rejects.toThrow('lkk/Cabinet has no default export');
    await waitFor(() => expect(errorReports).toEqual([expect.stringContaining('lkk/Cabinet has no default export')]));
  });
});
