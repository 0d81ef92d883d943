/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getInstance, init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { fakeRemoteEntries, testRuntime, type FakeRemoteEntries } from '../testing/fakeRemoteEntries';
import { resetCabinetPreload, startCabinetReads } from './cabinetPreload';
import { loadCabinet, loadRemotesManifest, resetRemoteRegistry } from './remoteRegistry';

// The page's runtime is a real one per test (testRuntime); only where the registry finds it is replaced.
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  getInstance: jest.fn(),
  init: jest.fn(),
}));

const mocked = { getInstance: jest.mocked(getInstance), init: jest.mocked(init) };

const server = setupServer();
let manifestRequests = 0;
let manifest: Record<string, string> = {};
const remoteManifestReads: string[] = [];
/** What the host told the server through the spec's front-end error call. */
let errorReports: string[] = [];
let entries: FakeRemoteEntries;
let runtime: ModuleFederation;
/** What the runtime did, in order: remotes registered, shared modules asked for, entries loaded. */
let events: string[];

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

/** The remotes registered on the runtime: each build by its remoteEntry.js and the global its container defines. */
const registered = () => runtime.options.remotes.map((remote) => ({ name: remote.name, entry: 'entry' in remote ? remote.entry : null, entryGlobalName: remote.entryGlobalName }));
const remoteAt = (name: string, folder: string) => ({ name, entry: `${folder}/remoteEntry.js`, entryGlobalName: name });

function LkkCabinet() {
  return null;
}

function useRuntime(shared: Record<string, string> = {}): void {
  runtime = testRuntime(entries, shared);
  runtime.registerPlugins([
    {
      name: 'test-event-log',
      registerRemote: (args) => void events.push(`register ${args.remote.name}`),
      loadEntry: async ({ remoteInfo }) => void events.push(`entry ${remoteInfo.name}`),
    },
  ]);
  const loadShare = runtime.loadShare.bind(runtime);
  runtime.loadShare = (async (name: string, ...rest: unknown[]) => {
    events.push(`share ${name}`);
    return (loadShare as (...args: unknown[]) => Promise<unknown>)(name, ...rest);
  }) as typeof runtime.loadShare;
  mocked.getInstance.mockReturnValue(runtime);
}

describe('remote registry', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(() => {
    jest.clearAllMocks();
    resetRemoteRegistry();
    manifestRequests = 0;
    events = [];
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
    entries = fakeRemoteEntries();
    entries.freshPage();
    for (const port of [3001, 3002, 3003, 3004]) entries.modules[`http://localhost:${port}/remoteEntry.js`] = async () => ({ default: LkkCabinet });
    for (const port of [3001, 3002, 3003, 3004]) entries.modules[`http://localhost:${port}/v2/remoteEntry.js`] = async () => ({ default: LkkCabinet });
    useRuntime();
  });

  afterEach(() => server.resetHandlers());

  it('fetches /remotes.json once', async () => {
    await loadRemotesManifest();
    await loadRemotesManifest();
    await loadCabinet('LKK');
    expect(manifestRequests).toBe(1);
  });

  it("initialises the runtime when the build plugin did not, reads the remote's manifest and registers only the needed remote by its remoteEntry.js", async () => {
    mocked.getInstance.mockReturnValue(undefined as unknown as ModuleFederation);
    mocked.init.mockReturnValue(runtime);
    await expect(loadCabinet('LKK')).resolves.toBe(LkkCabinet);
    expect(mocked.init).toHaveBeenCalledWith({ name: 'host', remotes: [] });
    expect(remoteManifestReads).toEqual(['http://localhost:3001/mf-manifest.json']);
    expect(registered()).toEqual([remoteAt('lkk', 'http://localhost:3001')]);
    expect(entries.loaded).toEqual(['http://localhost:3001/remoteEntry.js']);
  });

  it('takes over the reads main.js started for the cabinet instead of asking again', async () => {
    startCabinetReads(['LKD'], 'http://localhost');
    await expect(loadCabinet('LKD')).resolves.toBe(LkkCabinet);
    expect(manifestRequests).toBe(1);
    expect(remoteManifestReads).toEqual(['http://localhost:3002/mf-manifest.json']);
    expect(registered()).toEqual([remoteAt('lkd', 'http://localhost:3002')]);
  });

  it('refuses a manifest that does not locate remoteEntry.js, and an unreachable one, without registering anything', async () => {
    server.use(mock.get('http://localhost:3003/mf-manifest.json', () => HttpResponse.json({ name: 'lka' }), { once: true }));
    await expect(loadCabinet('LKA')).rejects.toThrow('http://localhost:3003/mf-manifest.json is not a module federation manifest');
    server.use(mock.get('http://localhost:3003/mf-manifest.json', () => HttpResponse.error(), { once: true }));
    await expect(loadCabinet('LKA')).rejects.toThrow();
    server.use(mock.get('http://localhost:3003/mf-manifest.json', () => new HttpResponse('Not found', { status: 404 }), { once: true }));
    await expect(loadCabinet('LKA')).rejects.toThrow('GET http://localhost:3003/mf-manifest.json answered 404');
    expect(registered()).toEqual([]);
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
    expect(registered()).toEqual([]);
    expect(entries.loaded).toEqual([]);
    await waitFor(() => expect(errorReports).toEqual([expect.stringContaining('"reason":"wrong-cabinet: http://localhost:3001/mf-manifest.json is not the LKD cabinet')]));
  });

  it("starts loading the host's copies of the shared modules the landing page consumes with the cabinet, not after it", async () => {
    server.use(
      mock.get('http://localhost:3003/mf-manifest.json', () => {
        const files = remoteManifest('lka');
        return HttpResponse.json({ ...files, metaData: { ...files.metaData, landingPage: { js: [], shared: ['@portal/ui/form', 'left-pad'] } } });
      }),
    );
    useRuntime({ '@portal/ui/form': '1.3.0', react: '19.3.1' });
    await expect(loadCabinet('LKA')).resolves.toBe(LkkCabinet);
    // Only what the host provides, once the remote is registered and before its entry loads: a module the host does
    // not provide is left to the remote.
    expect(events).toEqual(['register lka', 'share @portal/ui/form', 'entry lka']);
  });

  it('loads the cabinet even when a shared copy started with it fails (the remote\'s own request reports that)', async () => {
    server.use(
      mock.get('http://localhost:3003/mf-manifest.json', () => {
        const files = remoteManifest('lka');
        return HttpResponse.json({ ...files, metaData: { ...files.metaData, landingPage: { js: [], shared: ['@portal/ui/form'] } } });
      }),
    );
    useRuntime({ '@portal/ui/form': '1.3.0' });
    runtime.loadShare = (() => Promise.reject(new Error('chunk failed'))) as typeof runtime.loadShare;
    await expect(loadCabinet('LKA')).resolves.toBe(LkkCabinet);
  });

  it('loads no shared module early for a manifest that names none or names them wrongly', async () => {
    useRuntime({ '@portal/ui/form': '1.3.0' });
    await loadCabinet('LKK');
    server.use(
      mock.get('http://localhost:3004/mf-manifest.json', () => {
        const files = remoteManifest('lkp');
        return HttpResponse.json({ ...files, metaData: { ...files.metaData, landingPage: { js: [], shared: '@portal/ui/form' } } });
      }),
    );
    await loadCabinet('LKP');
    expect(events.filter((event) => event.startsWith('share'))).toEqual([]);
  });

  it('uses the existing runtime instance', async () => {
    await loadCabinet('LKD');
    expect(mocked.init).not.toHaveBeenCalled();
    expect(registered()).toEqual([remoteAt('lkd', 'http://localhost:3002')]);
  });

  it('loads a cabinet once', async () => {
    await loadCabinet('LKK');
    await loadCabinet('LKK');
    expect(entries.loaded).toHaveLength(1);
    expect(manifestRequests).toBe(1);
  });

  it('after a failure re-reads /remotes.json and registers the version it names', async () => {
    entries.modules['http://localhost:3004/remoteEntry.js'] = () => Promise.reject(new Error('remote down'));
    await expect(loadCabinet('LKP')).rejects.toThrow('remote down');
    await waitFor(() => expect(errorReports).toEqual([expect.stringContaining('"reason":"entry: remote down"')]));
    manifest = { ...manifest, LKP: 'http://localhost:3004/v2/mf-manifest.json' };
    server.use(mock.get('http://localhost:3004/v2/mf-manifest.json', ({ request }) => (remoteManifestReads.push(request.url), HttpResponse.json(remoteManifest('lkp_00000002')))));
    await expect(loadCabinet('LKP')).resolves.toBe(LkkCabinet);
    expect(manifestRequests).toBe(2);
    expect(remoteManifestReads).toEqual(['http://localhost:3004/mf-manifest.json', 'http://localhost:3004/v2/mf-manifest.json']);
    expect(registered()).toEqual([remoteAt('lkp', 'http://localhost:3004'), remoteAt('lkp_00000002', 'http://localhost:3004/v2')]);
  });

  it('fails clearly when the manifest names no remote for the scope, and recovers once it does', async () => {
    delete manifest.LKA;
    await expect(loadCabinet('LKA')).rejects.toThrow('/remotes.json names no remote for LKA');
    expect(registered()).toEqual([]);
    manifest.LKA = 'http://localhost:3003/mf-manifest.json';
    await expect(loadCabinet('LKA')).resolves.toBe(LkkCabinet);
  });

  it('retries a failed /remotes.json', async () => {
    server.use(mock.get('http://localhost/remotes.json', () => new HttpResponse(null, { status: 503 }), { once: true }));
    await expect(loadCabinet('LKK')).rejects.toThrow('GET /remotes.json answered 503');
    await expect(loadCabinet('LKK')).resolves.toBe(LkkCabinet);
  });

  it('rejects a remote without a default export', async () => {
    entries.modules['http://localhost:3001/remoteEntry.js'] = async () => ({});
    await expect(loadCabinet('LKK')).rejects.toThrow('lkk/Cabinet has no default export');
    await waitFor(() => expect(errorReports).toEqual([expect.stringContaining('lkk/Cabinet has no default export')]));
  });
});
