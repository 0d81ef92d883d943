/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getInstance } from '@module-federation/enhanced/runtime';
import { fakeRemoteEntries, testRuntime } from '../testing/fakeRemoteEntries';
import { loadCabinet, loadRemotesManifest, remoteNameOf, resetRemoteRegistry } from './remoteRegistry';

/** GET /remotes.json is read once per page, but a failed read is never kept: the next caller asks again. */
jest.mock('@module-federation/enhanced/runtime', () => ({ ...jest.requireActual('@module-federation/enhanced/runtime'), getInstance: jest.fn() }));

const server = setupServer();
const manifest = { LKK: 'http://localhost:3001/mf-manifest.json', LKD: 'http://localhost:3002/mf-manifest.json' };
let requests = 0;
let answers: Array<() => Response>;

function Cabinet() {
  return null;
}

describe('the remotes manifest', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(() => {
    resetRemoteRegistry();
    requests = 0;
    answers = [];
    const entries = fakeRemoteEntries();
    entries.freshPage();
    entries.modules['http://localhost:3002/remoteEntry.js'] = async () => ({ default: Cabinet });
    jest.mocked(getInstance).mockReturnValue(testRuntime(entries));
    server.use(
      mock.get('http://localhost/remotes.json', () => {
        requests += 1;
        return answers.shift()?.() ?? HttpResponse.json(manifest);
      }),
      // The remote's own manifest (the host reads it to register the remote by its remoteEntry.js).
      mock.get('http://localhost:3002/mf-manifest.json', () =>
        HttpResponse.json({ name: 'lkd', metaData: { globalName: 'lkd', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
      ),
    );
  });

  afterEach(() => server.resetHandlers());

  it('asks again after a failed read instead of keeping the failure', async () => {
    answers.push(() => new HttpResponse(null, { status: 503 }));
    await expect(loadRemotesManifest()).rejects.toThrow('GET /remotes.json answered 503');
    await expect(loadRemotesManifest()).resolves.toEqual(manifest);
    expect(requests).toBe(2);
  });

  it('asks again after a network failure, and then keeps the good answer', async () => {
    answers.push(() => HttpResponse.error());
    await expect(loadRemotesManifest()).rejects.toThrow();
    await expect(loadRemotesManifest()).resolves.toEqual(manifest);
    await expect(loadRemotesManifest()).resolves.toEqual(manifest);
    expect(requests).toBe(2);
  });

  it('asks again after an answer that is not a manifest', async () => {
    answers.push(() => HttpResponse.json({ LKK: 42 }));
    await expect(loadRemotesManifest()).rejects.toThrow();
    await expect(loadRemotesManifest()).resolves.toEqual(manifest);
  });

  it("lets another cabinet load after the first cabinet's manifest read failed", async () => {
    answers.push(() => new HttpResponse(null, { status: 500 }));
    await expect(loadCabinet('LKK')).rejects.toThrow('GET /remotes.json answered 500');
    await expect(loadCabinet('LKD')).resolves.toBe(Cabinet);
    expect(requests).toBe(2);
  });

  it('shares one read among concurrent callers', async () => {
    const [first, second] = await Promise.all([loadRemotesManifest(), loadRemotesManifest()]);
    expect(first).toEqual(manifest);
    expect(second).toBe(first);
    expect(requests).toBe(1);
  });

  it('reads with no-store, so an edited remotes.json is seen on the next page load', async () => {
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request));
    await loadRemotesManifest();
    server.events.removeAllListeners();
    expect(seen[0]?.cache).toBe('no-store');
  });

  it('names federation containers in lower case', () => {
    expect(remoteNameOf('LKP')).toBe('lkp');
  });
});
