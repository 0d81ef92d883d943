/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadContainerModule } from './loadContainer';
import { loadCabinet, loadRemotesManifest, resetRemoteRegistry } from './remoteRegistry';

jest.mock('./loadContainer', () => ({ loadContainerModule: jest.fn() }));

const loadModule = jest.mocked(loadContainerModule);

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
    loadModule.mockResolvedValue({ default: LkkCabinet });
  });

  afterEach(() => server.resetHandlers());

  it('fetches /remotes.json once', async () => {
    await loadRemotesManifest();
    await loadRemotesManifest();
    await loadCabinet('LKK');
    expect(manifestRequests).toBe(1);
  });

  it("loads only the needed remote's ./Cabinet, from the manifest /remotes.json names", async () => {
    await expect(loadCabinet('LKD')).resolves.toBe(LkkCabinet);
    expect(loadModule.mock.calls).toEqual([['http://localhost:3002/mf-manifest.json', './Cabinet']]);
  });

  it('loads a cabinet once', async () => {
    await loadCabinet('LKK');
    await loadCabinet('LKK');
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('after a failure re-reads /remotes.json and loads the remote again from where it now points', async () => {
    loadModule.mockRejectedValueOnce(new Error('remote down'));
    await expect(loadCabinet('LKP')).rejects.toThrow('remote down');
    manifest = { ...manifest, LKP: 'http://localhost:3004/v2/mf-manifest.json' };
    await expect(loadCabinet('LKP')).resolves.toBe(LkkCabinet);
    expect(manifestRequests).toBe(2);
    expect(loadModule.mock.calls).toEqual([
      ['http://localhost:3004/mf-manifest.json', './Cabinet'],
      ['http://localhost:3004/v2/mf-manifest.json', './Cabinet'],
    ]);
  });

  it('fails clearly when the manifest names no remote for the scope, and recovers once it does', async () => {
    delete manifest.LKA;
    await expect(loadCabinet('LKA')).rejects.toThrow('/remotes.json names no remote for LKA');
    expect(loadModule).not.toHaveBeenCalled();
    manifest.LKA = 'http://localhost:3003/mf-manifest.json';
    await expect(loadCabinet('LKA')).resolves.toBe(LkkCabinet);
  });

  it('retries a failed /remotes.json', async () => {
    server.use(mock.get('http://localhost/remotes.json', () => new HttpResponse(null, { status: 503 }), { once: true }));
    await expect(loadCabinet('LKK')).rejects.toThrow('GET /remotes.json answered 503');
    await expect(loadCabinet('LKK')).resolves.toBe(LkkCabinet);
  });

  it('rejects a remote without a default export', async () => {
    loadModule.mockResolvedValueOnce({});
    await expect(loadCabinet('LKK')).rejects.toThrow('lkk/Cabinet has no default export');
  });
});
