/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { waitFor } from '@testing-library/react';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { canaryBucket } from '@portal/api/remotes';
import { fakeRemoteEntries, type FakeRemoteEntries } from '../testing/fakeRemoteEntries';
import { resetCabinetPreload } from './cabinetPreload';
import { cabinetLoadingPlugin, cabinetRequest, type CabinetLoading } from './cabinetLoadingPlugin';
import { fetchRemotesManifest } from './fetchRemotesManifest';
import { readRemoteManifest } from './readRemoteManifest';
import { resetRunningVersions, runningVersions } from './runningVersions';

/**
 * The loading policy on its own, over the real federation runtime: /remotes.json and the manifests from the network
 * (msw), the containers from fake remoteEntry.js scripts (fakeRemoteEntries), the reports as POST log/error.
 */
const server = setupServer();
const MAIN = 'http://localhost:3001/v1/mf-manifest.json';
const NEXT = 'http://localhost:3001/v2/mf-manifest.json';
const CANARY = 'http://localhost:3001/v3/mf-manifest.json';
const entryOf = (folder: string) => `http://localhost:3001/${folder}/remoteEntry.js`;

let remotes: Record<string, unknown>;
let remotesReads: number;
let manifests: Record<string, () => Response>;
let manifestReads: string[];
let reports: string[];
let subject: string;
let entries: FakeRemoteEntries;
let plugin: CabinetLoading;
let runtime: ModuleFederation;

function manifestOf(version: string, { container = `lkk_${version.replace(/\W/g, '')}`, sharedRequirements = [] as unknown[] } = {}) {
  return {
    name: container,
    metaData: {
      name: container,
      globalName: container,
      buildInfo: { buildVersion: version, buildName: `remote-${container.split('_')[0]}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
      sharedRequirements,
    },
    shared: [],
    exposes: [{ path: './Cabinet', assets: { js: { sync: [], async: [] } } }],
  };
}

const MainCabinet = () => null;
const NextCabinet = () => null;
const CanaryCabinet = () => null;

const fallbackReports = () => reports.filter((message) => message.startsWith('Cabinet version fell back: ')).map((message) => JSON.parse(message.slice(27).split('\n')[0]!) as Record<string, unknown>);
const failureReports = () => reports.filter((message) => message.startsWith('Cabinet failed to start in every version: '));
const load = (scope: 'LKK' | 'LKD' = 'LKK') => runtime.loadRemote<{ default: unknown }>(cabinetRequest(scope)).then((module) => module?.default);
let instances = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  resetCabinetPreload();
  resetRunningVersions();
  remotes = { LKK: { url: NEXT, fallback: MAIN } };
  remotesReads = 0;
  manifestReads = [];
  reports = [];
  subject = '';
  manifests = { v1: () => HttpResponse.json(manifestOf('1.0.0')), v2: () => HttpResponse.json(manifestOf('2.0.0')), v3: () => HttpResponse.json(manifestOf('3.0.0')) };
  entries = fakeRemoteEntries();
  entries.freshPage();
  entries.modules = {
    [entryOf('v1')]: async () => ({ default: MainCabinet }),
    [entryOf('v2')]: async () => ({ default: NextCabinet }),
    [entryOf('v3')]: async () => ({ default: CanaryCabinet }),
  };
  plugin = cabinetLoadingPlugin({ fetchRemotesFile: fetchRemotesManifest, readManifest: readRemoteManifest, subject: () => subject });
  instances += 1;
  runtime = createInstance({
    name: `host-${instances}`,
    remotes: [],
    shared: { '@portal/ui/chakra': { version: '1.2.0', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^1.2.0' } } },
    plugins: [plugin, entries.plugin],
  });
  server.use(
    mock.get('http://localhost/remotes.json', () => {
      remotesReads += 1;
      return HttpResponse.json(remotes);
    }),
    mock.get('http://localhost:3001/:folder/mf-manifest.json', ({ request, params }) => {
      manifestReads.push(request.url);
      return manifests[params.folder as string]?.() ?? new HttpResponse('Not found', { status: 404 });
    }),
    mock.post('http://localhost/api/log/error', async ({ request }) => {
      reports.push(((await request.json()) as { message: string }).message);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

afterEach(() => server.resetHandlers());

describe('the cabinet loading plugin', () => {
  it("answers a cabinet's request with the roll-out's version, registered as its own remote, and names it as running", async () => {
    await expect(load()).resolves.toBe(NextCabinet);
    expect(runtime.options.remotes.map((remote) => [remote.name, 'entry' in remote ? remote.entry : null, remote.entryGlobalName])).toEqual([['lkk_200', entryOf('v2'), 'lkk_200']]);
    expect(runningVersions.getState().cabinet).toEqual({ scope: 'LKK', url: NEXT, version: '2.0.0' });
    expect(reports).toEqual([]);
  });

  it('loads a running version again from the runtime alone: no /remotes.json, no manifest, no entry asked again', async () => {
    await load();
    await expect(load()).resolves.toBe(NextCabinet);
    expect([remotesReads, manifestReads.length, entries.loaded.length]).toEqual([1, 1, 1]);
  });

  describe('canary', () => {
    const inside = '8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e01';
    const outside = '8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e05';

    beforeAll(() => {
      expect(canaryBucket('LKK', inside)).toBeLessThan(50);
      expect(canaryBucket('LKK', outside)).toBeGreaterThanOrEqual(50);
    });

    it("picks the canary for a user inside the share by the session's subject, the main version outside it", async () => {
      remotes = { LKK: { url: MAIN, canary: { url: CANARY, percent: 50 } } };
      subject = inside;
      await expect(load()).resolves.toBe(CanaryCabinet);
      expect(plugin.bucketOf('LKK')).toBe(canaryBucket('LKK', inside));
      plugin.reset();
      subject = outside;
      await expect(load()).resolves.toBe(MainCabinet);
    });

    it('takes no canary below 100 % before a session', async () => {
      remotes = { LKK: { url: MAIN, canary: { url: CANARY, percent: 99 } } };
      expect(plugin.bucketOf('LKK')).toBeNull();
      await expect(load()).resolves.toBe(MainCabinet);
    });
  });

  it.each([
    ['its manifest answers 404', () => void (manifests.v2 = () => new HttpResponse('Not found', { status: 404 })), 'manifest: GET http://localhost:3001/v2/mf-manifest.json answered 404', null],
    ['its remoteEntry.js does not load', () => void delete entries.modules[entryOf('v2')], 'entry: ', '2.0.0'],
    ['a chunk of its Cabinet does not load', () => void (entries.modules[entryOf('v2')] = () => Promise.reject(Object.assign(new Error('Loading chunk 17 failed.'), { name: 'ChunkLoadError' }))), 'chunk: Loading chunk 17 failed.', '2.0.0'],
    ['its Cabinet has no default export', () => void (entries.modules[entryOf('v2')] = async () => ({})), 'entry: lkk/Cabinet has no default export', '2.0.0'],
    [
      'it is the build of another cabinet',
      () => void (manifests.v2 = () => HttpResponse.json(manifestOf('2.0.0', { container: 'lkd_200' }))),
      'wrong-cabinet: http://localhost:3001/v2/mf-manifest.json is not the LKK cabinet: its manifest has name "lkd_200"',
      '2.0.0',
    ],
    [
      'it needs a newer kit than the host has',
      () => void (manifests.v2 = () => HttpResponse.json(manifestOf('2.0.0', { sharedRequirements: [{ name: '@portal/ui/chakra', requiredVersion: '^1.99.0', strict: true }] }))),
      'incompatible: http://localhost:3001/v2/mf-manifest.json is incompatible with this portal: @portal/ui/chakra ^1.99.0 (the host has 1.2.0)',
      '2.0.0',
    ],
  ])('falls back to the next version when %s, and reports it once with the version used instead', async (_what, breakIt, reason, failedVersion) => {
    breakIt();
    await expect(load()).resolves.toBe(MainCabinet);
    await waitFor(() => expect(fallbackReports()).toHaveLength(1));
    expect(fallbackReports()[0]).toMatchObject({ scope: 'LKK', failedUrl: NEXT, failedVersion, usedUrl: MAIN, usedVersion: '1.0.0' });
    expect(String(fallbackReports()[0]?.reason).startsWith(reason)).toBe(true);
    expect(runningVersions.getState().cabinet).toEqual({ scope: 'LKK', url: MAIN, version: '1.0.0' });
    expect(plugin.versionsPassedOver('LKK')).toEqual([NEXT]);
    await load();
    expect(failureReports()).toEqual([]);
    expect(fallbackReports()).toHaveLength(1);
  });

  it('never runs a version refused before its code: no remote registered, no entry loaded for it', async () => {
    manifests.v2 = () => HttpResponse.json(manifestOf('2.0.0', { sharedRequirements: [{ name: '@portal/platform', requiredVersion: '^9.0.0', strict: true }] }));
    await load();
    expect(runtime.options.remotes.map((remote) => remote.name)).toEqual(['lkk_100']);
    expect(entries.loaded).toEqual([entryOf('v1')]);
  });

  it("sets aside a version whose first render threw: the next load gets the next version and reports the first once", async () => {
    await expect(load()).resolves.toBe(NextCabinet);
    plugin.setAsideFailedRender('LKK', new Error('broken first render'));
    await expect(load()).resolves.toBe(MainCabinet);
    await waitFor(() => expect(fallbackReports()).toHaveLength(1));
    expect(fallbackReports()[0]).toMatchObject({ failedUrl: NEXT, failedVersion: '2.0.0', reason: 'first-render: broken first render', usedUrl: MAIN, usedVersion: '1.0.0' });
    // The roll-out is read afresh: ops may have changed it meanwhile.
    expect(remotesReads).toBe(2);
  });

  it("rejects with the chosen version's error when every version fails, reports that once, and retries them all from a fresh /remotes.json", async () => {
    manifests.v2 = () => new HttpResponse(null, { status: 404 });
    delete entries.modules[entryOf('v1')];
    await expect(load()).rejects.toThrow('GET http://localhost:3001/v2/mf-manifest.json answered 404');
    await waitFor(() => expect(failureReports()).toHaveLength(1));
    expect(JSON.parse(failureReports()[0]!.slice('Cabinet failed to start in every version: '.length))).toMatchObject({
      scope: 'LKK',
      failed: [{ url: NEXT, version: null }, { url: MAIN, version: '1.0.0' }],
    });
    expect(fallbackReports()).toEqual([]);
    manifests.v2 = () => HttpResponse.json(manifestOf('2.0.0'));
    await expect(load()).resolves.toBe(NextCabinet);
    expect(remotesReads).toBe(2);
    expect(manifestReads).toEqual([NEXT, MAIN, NEXT]);
    expect(failureReports()).toHaveLength(1);
  });

  it('rejects with the reason when /remotes.json fails or names no remote for the scope, and asks again next time', async () => {
    server.use(mock.get('http://localhost/remotes.json', () => new HttpResponse(null, { status: 503 }), { once: true }));
    await expect(load()).rejects.toThrow('GET /remotes.json answered 503');
    remotes = {};
    await expect(load()).rejects.toThrow('/remotes.json names no remote for LKK');
    remotes = { LKK: MAIN };
    await expect(load()).resolves.toBe(MainCabinet);
  });

  it("runs another build beside a failed one, each its own remote, leaving the failed build's globals on the page", async () => {
    entries.modules[entryOf('v2')] = () => Promise.reject(Object.assign(new Error('Loading chunk 17 failed.'), { name: 'ChunkLoadError' }));
    const page = globalThis as Record<string, unknown>;
    await expect(load()).resolves.toBe(MainCabinet);
    expect(runtime.options.remotes.map((remote) => remote.name)).toEqual(['lkk_200', 'lkk_100']);
    expect([typeof page.lkk_200, typeof page.lkk_100]).toEqual(['object', 'object']);
  });

  it('runs the same build from another address when it never ran from the first, and refuses it once it has', async () => {
    manifests.v3 = () => HttpResponse.json(manifestOf('2.0.0', { container: 'lkk_samebuild' }));
    manifests.v2 = () => HttpResponse.json(manifestOf('2.0.0', { container: 'lkk_samebuild' }));
    delete entries.modules[entryOf('v2')];
    remotes = { LKK: { url: NEXT, fallback: CANARY } };
    await expect(load()).resolves.toBe(CanaryCabinet);
    expect(runtime.options.remotes.map((remote) => [remote.name, remote.entryGlobalName])).toEqual([
      ['lkk_samebuild', 'lkk_samebuild'],
      ['lkk_samebuild_2', 'lkk_samebuild'],
    ]);
    plugin.setAsideFailedRender('LKK', new Error('broken'));
    manifests.v1 = () => HttpResponse.json(manifestOf('2.0.0', { container: 'lkk_samebuild' }));
    remotes = { LKK: MAIN };
    await expect(load()).rejects.toThrow(`${MAIN}: its build lkk_samebuild already ran on this page from another address; a fresh page runs it from here`);
  });

  it("leaves requests that are not a cabinet's to the runtime", async () => {
    await expect(runtime.loadRemote('LKX/Cabinet')).rejects.toThrow();
    expect(remotesReads).toBe(0);
  });
});
