/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetCabinetPreload, startCabinetReads } from './cabinetPreload';
import { loadContainerModule, type HostSharing } from './loadContainer';

const MANIFEST_URL = 'http://localhost:4101/v2/mf-manifest.json';
const ENTRY_URL = 'http://localhost:4101/v2/remoteEntry.js';
const manifest = {
  metaData: { globalName: 'lkk', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './Cabinet', assets: { js: { sync: ['expose.js'] } } }],
};

const server = setupServer();
let manifestReads = 0;
const shareScope = { react: {} };
const sharing: HostSharing = { defaultScope: jest.fn(() => Promise.resolve(shareScope)) };
const globals = window as unknown as Record<string, unknown>;

/** What running remoteEntry.js does: define the container's global (jsdom runs no scripts). */
let onScript: (script: HTMLScriptElement) => void;

function container(exports: unknown) {
  return { init: jest.fn(), get: jest.fn(() => Promise.resolve(() => exports)) };
}

describe("loading a remote's exposed module", () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(() => {
    jest.clearAllMocks();
    resetCabinetPreload();
    manifestReads = 0;
    document.head.innerHTML = '';
    delete globals.lkk;
    server.use(
      mock.get(MANIFEST_URL, () => {
        manifestReads += 1;
        return HttpResponse.json(manifest);
      }),
    );
    jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement) queueMicrotask(() => onScript(node));
      return node;
    });
  });

  afterEach(() => {
    server.resetHandlers();
    jest.restoreAllMocks();
  });

  it("runs remoteEntry.js from beside the manifest, gives the container the host's share scope and returns the module", async () => {
    const lkk = container({ default: 'Cabinet' });
    const scripts: string[] = [];
    onScript = (script) => {
      scripts.push(script.src);
      globals.lkk = lkk;
      script.onload?.(new Event('load'));
    };
    await expect(loadContainerModule(MANIFEST_URL, './Cabinet', sharing)).resolves.toEqual({ default: 'Cabinet' });
    expect(scripts).toEqual([ENTRY_URL]);
    expect(lkk.init).toHaveBeenCalledWith(shareScope);
    expect(lkk.get).toHaveBeenCalledWith('./Cabinet');
    expect(manifestReads).toBe(1);
  });

  it('uses the manifest main.js read early instead of asking again', async () => {
    server.use(mock.get('http://localhost/remotes.json', () => HttpResponse.json({ LKK: MANIFEST_URL })));
    startCabinetReads({ origin: 'http://localhost', pathname: '/lkk/main' });
    onScript = (script) => {
      globals.lkk = container({ default: 'Cabinet' });
      script.onload?.(new Event('load'));
    };
    await loadContainerModule(MANIFEST_URL, './Cabinet', sharing);
    await loadContainerModule(MANIFEST_URL, './Cabinet', sharing);
    expect(manifestReads).toBe(2);
  });

  it('fails with the script address when remoteEntry.js cannot be loaded, leaving no tag behind', async () => {
    const removed: string[] = [];
    onScript = (script) => {
      jest.spyOn(script, 'remove').mockImplementation(() => removed.push(script.src));
      script.onerror?.(new Event('error'));
    };
    await expect(loadContainerModule(MANIFEST_URL, './Cabinet', sharing)).rejects.toThrow(`Loading script failed. (error: ${ENTRY_URL})`);
    expect(removed).toEqual([ENTRY_URL]);
  });

  it("passes on webpack's refusal of a shared singleton the host cannot satisfy", async () => {
    onScript = (script) => {
      globals.lkk = {
        init: jest.fn(),
        get: () =>
          Promise.resolve(() => {
            throw new Error('Unsatisfied version 1.0.0 from host of shared singleton module @portal/ui/chakra (required ^1.99.0)');
          }),
      };
      script.onload?.(new Event('load'));
    };
    await expect(loadContainerModule(MANIFEST_URL, './Cabinet', sharing)).rejects.toThrow('of shared singleton module @portal/ui/chakra (required ^1.99.0)');
  });

  it('does not take a container an earlier attempt left for the one the script should define', async () => {
    globals.lkk = container({ default: 'stale' });
    onScript = (script) => script.onload?.(new Event('load'));
    await expect(loadContainerModule(MANIFEST_URL, './Cabinet', sharing)).rejects.toThrow(`${ENTRY_URL} defined no container lkk`);
  });

  it('refuses an answer that is not a manifest, and a manifest that cannot be read', async () => {
    server.use(mock.get(MANIFEST_URL, () => HttpResponse.json({ id: 'lkk' }), { once: true }));
    await expect(loadContainerModule(MANIFEST_URL, './Cabinet', sharing)).rejects.toThrow(`${MANIFEST_URL} is not a remote's manifest`);
    server.use(mock.get(MANIFEST_URL, () => new HttpResponse(null, { status: 404 }), { once: true }));
    await expect(loadContainerModule(MANIFEST_URL, './Cabinet', sharing)).rejects.toThrow(`GET ${MANIFEST_URL} answered 404`);
  });
});
