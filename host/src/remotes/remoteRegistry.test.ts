/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadCabinet, loadRemotesManifest, resetRemoteRegistry } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mocked = {
  getInstance: jest.mocked(getInstance),
  init: jest.mocked(init),
  registerRemotes: jest.mocked(registerRemotes),
  loadRemote: jest.mocked(loadRemote),
};

const server = setupServer();
let manifestRequests = 0;
let manifest: Record<string, string> = {};

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
    server.use(
      mock.get('http://localhost/remotes.json', () => {
        manifestRequests += 1;
        return HttpResponse.json(manifest);
      }),
    );
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

  it('initialises the runtime when the build plugin did not, and registers only the needed remote', async () => {
    await expect(loadCabinet('LKK')).resolves.toBe(LkkCabinet);
    expect(mocked.init).toHaveBeenCalledWith({ name: 'host', remotes: [] });
    expect(mocked.registerRemotes).toHaveBeenCalledTimes(1);
    expect(mocked.registerRemotes).toHaveBeenCalledWith([{ name: 'lkk', entry: 'http://localhost:3001/mf-manifest.json' }], { force: true });
    expect(mocked.loadRemote).toHaveBeenCalledWith('lkk/Cabinet');
  });

  it('uses the existing runtime instance', async () => {
    mocked.getInstance.mockReturnValue({} as ReturnType<typeof getInstance>);
    await loadCabinet('LKD');
    expect(mocked.init).not.toHaveBeenCalled();
    expect(mocked.registerRemotes).toHaveBeenCalledWith([{ name: 'lkd', entry: 'http://localhost:3002/mf-manifest.json' }], { force: true });
  });

  it('loads a cabinet once', async () => {
    await loadCabinet('LKK');
    await loadCabinet('LKK');
    expect(mocked.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('after a failure re-reads /remotes.json and registers the remote again with force', async () => {
    mocked.loadRemote.mockRejectedValueOnce(new Error('remote down'));
    await expect(loadCabinet('LKP')).rejects.toThrow('remote down');
    manifest = { ...manifest, LKP: 'http://localhost:3004/v2/mf-manifest.json' };
    await expect(loadCabinet('LKP')).resolves.toBe(LkkCabinet);
    expect(manifestRequests).toBe(2);
    expect(mocked.registerRemotes.mock.calls).toEqual([
      [[{ name: 'lkp', entry: 'http://localhost:3004/mf-manifest.json' }], { force: true }],
      [[{ name: 'lkp', entry: 'http://localhost:3004/v2/mf-manifest.json' }], { force: true }],
    ]);
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
  });
});
