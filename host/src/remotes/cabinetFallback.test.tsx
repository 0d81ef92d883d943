/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor } from '@testing-library/react';
import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { sessionStore, setErrorLogContext } from '@portal/platform';
import { canaryBucket } from '@portal/api/remotes';
import { renderShellPart } from '../testing/renderShellPart';
import { fakeRemoteEntries, testRuntime } from '../testing/fakeRemoteEntries';
import { resetCabinetPreload } from './cabinetPreload';
import { RemoteCabinet } from './RemoteCabinet';
import { loadCabinet, resetRemoteRegistry } from './remoteRegistry';
import { describeRunningVersions, resetRunningVersions, runningVersions } from './runningVersions';

// A real runtime per test (testRuntime), its remoteEntry.js scripts faked by folder (fakeRemoteEntries).
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  getInstance: jest.fn(),
}));

const mocked = { getInstance: jest.mocked(getInstance) };
let runtime: ModuleFederation;
/** The entries registered on the runtime, in order. */
const registeredEntries = () => runtime.options.remotes.map((remote) => ('entry' in remote ? remote.entry : ''));
const server = setupServer();
const NEW = 'http://localhost:3001/v2/mf-manifest.json';
const OLD = 'http://localhost:3001/v1/mf-manifest.json';
const CANARY = 'http://localhost:3001/v3/mf-manifest.json';
let remotes: Record<string, unknown>;
let reports: Array<{ message: string; url?: string }>;
/** Folder of a version → what its mf-manifest.json answers. */
let manifests: Record<string, () => Response>;

/** A build's manifest: its container is named after the build (decision 0055). */
function manifestOf(version: string, sharedRequirements: unknown[] = [], container = `lkk_${version.replace(/\W/g, '')}`) {
  return {
    name: container,
    metaData: { name: container, globalName: container, buildInfo: { buildVersion: version, buildName: `remote-${container.split('_')[0]}` }, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', sharedRequirements },
    shared: [],
    exposes: [{ path: './Cabinet', assets: { js: { sync: ['__federation_expose_Cabinet.1.js'], async: [] } } }],
  };
}

function NewCabinet() {
  return <p>Кабинет 2.0</p>;
}
function OldCabinet() {
  return <p>Кабинет 1.0</p>;
}

/** What each version's container gives for `./Cabinet`, by folder; a folder with none has no remoteEntry.js. */
let modules: Record<string, () => Promise<unknown>>;

const fallbackFields = () =>
  reports.filter((report) => report.message.startsWith('Cabinet version fell back: ')).map((report) => JSON.parse(report.message.slice('Cabinet version fell back: '.length).split('\n')[0]!) as Record<string, unknown>);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  jest.clearAllMocks();
  resetRemoteRegistry();
  resetCabinetPreload();
  resetRunningVersions();
  sessionStore.setState({ subject: '' });
  reports = [];
  remotes = { LKK: { url: NEW, fallback: OLD } };
  manifests = { v1: () => HttpResponse.json(manifestOf('1.0.0')), v2: () => HttpResponse.json(manifestOf('2.0.0')), v3: () => HttpResponse.json(manifestOf('3.0.0-canary')) };
  modules = { v1: async () => ({ default: OldCabinet }), v2: async () => ({ default: NewCabinet }), v3: async () => ({ default: NewCabinet }) };
  const entries = fakeRemoteEntries();
  entries.freshPage();
  entries.modules = new Proxy({}, { get: (_, entry) => modules[new URL(String(entry)).pathname.split('/')[1]!] });
  runtime = testRuntime(entries, { '@portal/ui/chakra': '1.2.0' });
  mocked.getInstance.mockReturnValue(runtime);
  server.use(
    mock.get('http://localhost/remotes.json', () => HttpResponse.json(remotes)),
    mock.get('http://localhost:3001/:folder/mf-manifest.json', ({ params }) => manifests[params.folder as string]?.() ?? new HttpResponse('Not found', { status: 404 })),
    mock.post('http://localhost/api/log/error', async ({ request }) => {
      reports.push((await request.json()) as { message: string });
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

afterEach(() => setErrorLogContext(() => ''));

describe('loading a cabinet with a fallback', () => {
  it('uses the chosen version when it starts, and names it as the running version', async () => {
    await expect(loadCabinet('LKK')).resolves.toBe(NewCabinet);
    expect(runningVersions.getState().cabinet).toEqual({ scope: 'LKK', url: NEW, version: '2.0.0' });
    expect(describeRunningVersions()).toBe(`Versions: host test; LKK 2.0.0 (${NEW})`);
    expect(reports).toEqual([]);
  });

  it.each([
    ['the manifest is unreachable', () => void (manifests.v2 = () => new HttpResponse('Bad gateway', { status: 502 })), 'manifest: GET http://localhost:3001/v2/mf-manifest.json answered 502', null],
    ['the manifest is not JSON', () => void (manifests.v2 = () => new HttpResponse('<html></html>', { headers: { 'content-type': 'text/html' } })), 'manifest: ', null],
    ['the entry does not load', () => void (modules.v2 = () => Promise.reject(new Error('Loading script failed. (error: http://localhost:3001/v2/remoteEntry.js)'))), 'entry: Loading script failed.', '2.0.0'],
    [
      'a chunk does not load',
      () => void (modules.v2 = () => Promise.reject(Object.assign(new Error('Loading chunk 17 failed.'), { name: 'ChunkLoadError' }))),
      'chunk: Loading chunk 17 failed.',
      '2.0.0',
    ],
    [
      'it is the build of another cabinet',
      () => void (manifests.v2 = () => HttpResponse.json(manifestOf('2.0.0', [], 'lkd'))),
      'wrong-cabinet: http://localhost:3001/v2/mf-manifest.json is not the LKK cabinet: its manifest has name "lkd" (LKK needs "lkk" or "lkk_<build>")',
      '2.0.0',
    ],
    [
      'it needs a newer kit than the host has',
      () => void (manifests.v2 = () => HttpResponse.json(manifestOf('2.0.0', [{ name: '@portal/ui/chakra', requiredVersion: '^1.99.0', strict: true }]))),
      'incompatible: http://localhost:3001/v2/mf-manifest.json is incompatible with this portal: @portal/ui/chakra ^1.99.0 (the host has 1.2.0)',
      '2.0.0',
    ],
  ])('falls back when %s, and reports the failed and the used version', async (_what, breakIt, reason, failedVersion) => {
    breakIt();
    await expect(loadCabinet('LKK')).resolves.toBe(OldCabinet);
    await waitFor(() => expect(fallbackFields()).toHaveLength(1));
    const [fields] = fallbackFields();
    expect(fields).toMatchObject({ scope: 'LKK', failedUrl: NEW, failedVersion, usedUrl: OLD, usedVersion: '1.0.0' });
    expect(String(fields?.reason).startsWith(reason)).toBe(true);
    expect(runningVersions.getState().cabinet?.version).toBe('1.0.0');
  });

  it("names the version used instead in the report's versions line", async () => {
    setErrorLogContext(describeRunningVersions);
    manifests.v2 = () => new HttpResponse(null, { status: 404 });
    await loadCabinet('LKK');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.message.split('\n')[1]).toBe(`Versions: host test; LKK 1.0.0 (${OLD})`);
  });

  it('never runs a version refused as incompatible', async () => {
    manifests.v2 = () => HttpResponse.json(manifestOf('2.0.0', [{ name: '@portal/platform', requiredVersion: '^0.2.0', strict: true }]));
    await loadCabinet('LKK');
    expect(registeredEntries()).toEqual(['http://localhost:3001/v1/remoteEntry.js']);
  });

  it("never runs another cabinet's build, and shows the usual error view when no version is the cabinet's", async () => {
    remotes = { LKK: { url: NEW, fallback: OLD } };
    manifests.v1 = () => HttpResponse.json(manifestOf('1.0.0', [], 'lkd'));
    manifests.v2 = () => HttpResponse.json(manifestOf('2.0.0', [], 'lka'));
    renderShellPart(<RemoteCabinet scope="LKK" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить кабинет');
    expect(registeredEntries()).toEqual([]);
    await waitFor(() => expect(reports.map((report) => report.message.split(':')[0])).toEqual(['Cabinet failed to start in every version']));
    expect(reports[0]?.message).toContain('wrong-cabinet: ');
  });

  it("runs another build of the cabinet beside a failed one, as its own remote, leaving the failed build's globals alone", async () => {
    modules.v2 = () => Promise.reject(Object.assign(new Error('Loading chunk 17 failed.'), { name: 'ChunkLoadError' }));
    await expect(loadCabinet('LKK')).resolves.toBe(OldCabinet);
    expect(runtime.options.remotes.map((remote) => remote.name)).toEqual(['lkk_200', 'lkk_100']);
    const page = globalThis as Record<string, unknown>;
    expect([typeof page.lkk_200, typeof page.lkk_100]).toEqual(['object', 'object']);
  });

  it('throws the chosen version\'s error when every version fails, reports it, and tries them all again on retry', async () => {
    manifests.v2 = () => new HttpResponse(null, { status: 404 });
    modules.v1 = () => Promise.reject(new Error('Loading script failed.'));
    await expect(loadCabinet('LKK')).rejects.toThrow('GET http://localhost:3001/v2/mf-manifest.json answered 404');
    await waitFor(() => expect(reports.map((report) => report.message.split(':')[0])).toEqual(['Cabinet failed to start in every version']));
    expect(JSON.parse(reports[0]!.message.slice('Cabinet failed to start in every version: '.length))).toMatchObject({
      scope: 'LKK',
      failed: [{ url: NEW, version: null }, { url: OLD, version: '1.0.0' }],
    });
    manifests.v2 = () => HttpResponse.json(manifestOf('2.0.0'));
    await expect(loadCabinet('LKK')).resolves.toBe(NewCabinet);
  });
});

describe('a canary', () => {
  const inside = '8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e01';
  const outside = '8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e05';

  beforeAll(() => {
    // Identities on either side of 50 for LKK, found with the same function.
    expect(canaryBucket('LKK', inside)).toBeLessThan(50);
    expect(canaryBucket('LKK', outside)).toBeGreaterThanOrEqual(50);
  });

  it("sends a user by their session's subject: inside the share to the canary, outside to the main version", async () => {
    remotes = { LKK: { url: OLD, canary: { url: CANARY, percent: 50 } } };
    sessionStore.setState({ subject: inside });
    await loadCabinet('LKK');
    expect(runningVersions.getState().cabinet?.url).toBe(CANARY);
    resetRemoteRegistry();
    sessionStore.setState({ subject: outside });
    await loadCabinet('LKK');
    expect(runningVersions.getState().cabinet?.url).toBe(OLD);
  });

  it('sends a canary user whose canary fails to the main version', async () => {
    remotes = { LKK: { url: OLD, canary: { url: CANARY, percent: 50 } } };
    sessionStore.setState({ subject: inside });
    manifests.v3 = () => new HttpResponse(null, { status: 404 });
    await expect(loadCabinet('LKK')).resolves.toBe(OldCabinet);
    await waitFor(() => expect(fallbackFields()).toMatchObject([{ failedUrl: CANARY, usedUrl: OLD, usedVersion: '1.0.0' }]));
  });
});

describe('a Cabinet that throws on its first render', () => {
  it('is set aside for the next version with no error shown, and reported', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    modules.v2 = async () => ({
      default: function Broken(): never {
        throw new Error('broken first render');
      },
    });
    renderShellPart(<RemoteCabinet scope="LKK" />);
    expect(await screen.findByText('Кабинет 1.0')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(fallbackFields()).toHaveLength(1));
    expect(fallbackFields()[0]).toMatchObject({ scope: 'LKK', failedUrl: NEW, failedVersion: '2.0.0', reason: 'first-render: broken first render', usedUrl: OLD, usedVersion: '1.0.0' });
    // The shell logs the crash its boundary caught (React reports it too).
    expect(logged).toHaveBeenCalledWith('Cabinet remote failed to render', new Error('broken first render'));
  });

  it('shows the error view with «Повторить» when it was the only version', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    remotes = { LKK: NEW };
    modules.v2 = async () => ({
      default: function Broken(): never {
        throw new Error('broken first render');
      },
    });
    renderShellPart(<RemoteCabinet scope="LKK" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить кабинет');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    // The shell logs the crash its boundary caught (React reports it too).
    expect(logged).toHaveBeenCalledWith('Cabinet remote failed to render', new Error('broken first render'));
  });
});
