/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { clearTokenCookies, writeTokenCookies } from '@portal/platform/src/cookies/tokenCookies';
import { scopeOfPath } from '../startup/scopeOfPath';
import { sendPrefetchCalls, resetPrefetchCalls } from '../startup/prefetchCalls';
import { landingCallsFor, preloadCabinetScripts, resetCabinetPreload, startCabinetReads, takePrefetchedManifest, takePrefetchedRemotes } from './cabinetPreload';
import type { RemoteManifestFiles } from './remoteManifestFiles';

const MANIFEST_URL = 'http://localhost:4101/mf-manifest.json';
// The fields enhanced writes (shortened) and the landing page @portal/build adds.
const manifest: RemoteManifestFiles & { name: string } = {
  name: 'lkk',
  metaData: {
    globalName: 'lkk',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    publicPath: 'auto',
    landingPage: { js: ['107.3.js', 'kit.2.js'], calls: [{ method: 'GET', path: 'lkk/events/new' }] },
    cabinet: { name: 'Кабинет поставщика', home: '/lkk/main', landing: '/lkk/main' },
  } as RemoteManifestFiles['metaData'],
  exposes: [{ path: './Cabinet', assets: { js: { sync: ['__federation_expose_Cabinet.1.js', 'kit.2.js'] } } }],
};

const server = setupServer();
const requested: string[] = [];
const ORIGIN = 'http://localhost';
const readLkk = () => startCabinetReads(['LKK'], ORIGIN);

function preloaded(): Array<{ href: string; as: string | null; crossorigin: string | null }> {
  return [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: (link as HTMLLinkElement).href,
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
  }));
}

const script = (href: string) => ({ href, as: 'script', crossorigin: null });

describe('preloading the cabinet of a cold visit', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(() => {
    resetCabinetPreload();
    requested.length = 0;
    document.head.innerHTML = '';
    server.events.removeAllListeners();
    server.events.on('request:start', ({ request }) => requested.push(`${request.url} ${request.cache}`));
    server.use(
      mock.get('http://localhost/remotes.json', () => HttpResponse.json({ LKK: MANIFEST_URL })),
      mock.get(MANIFEST_URL, () => HttpResponse.json(manifest)),
    );
  });

  afterEach(() => server.resetHandlers());

  it.each([
    ['/lkk/main', 'LKK'],
    ['/LKD/supplies', 'LKD'],
    ['/lka', 'LKA'],
    ['/lkp/registries/7005', 'LKP'],
    ['/', null],
    ['/ukep', null],
    ['/lkkx/main', null],
  ])('%s belongs to cabinet %s', (pathname, scope) => {
    expect(scopeOfPath(pathname)).toBe(scope);
  });

  it('reads /remotes.json (no-store) and the manifest before the session is known, preloads the scripts once asked', async () => {
    readLkk();
    await expect(takePrefetchedManifest(MANIFEST_URL)).resolves.toEqual(manifest);
    expect(requested).toEqual(['http://localhost/remotes.json no-store', `${MANIFEST_URL} default`]);
    expect(preloaded()).toEqual([]);
    await preloadCabinetScripts('LKK');
    // The container, the exposed cabinet and the landing page, each once, without crossorigin like the scripts.
    expect(preloaded()).toEqual([
      script('http://localhost:4101/remoteEntry.js'),
      script('http://localhost:4101/__federation_expose_Cabinet.1.js'),
      script('http://localhost:4101/kit.2.js'),
      script('http://localhost:4101/107.3.js'),
    ]);
  });

  it('preloads each script once, however often asked (a likely session, then a confirmed one)', async () => {
    readLkk();
    await Promise.all([preloadCabinetScripts('LKK'), preloadCabinetScripts('LKK')]);
    await preloadCabinetScripts('LKK');
    expect(preloaded()).toHaveLength(4);
  });

  it('hands each early answer over once; later callers read for themselves', async () => {
    readLkk();
    await expect(takePrefetchedRemotes()).resolves.toEqual({ LKK: MANIFEST_URL });
    expect(takePrefetchedRemotes()).toBeNull();
    await expect(takePrefetchedManifest('http://localhost:9999/mf-manifest.json')).resolves.toBeNull();
    await expect(takePrefetchedManifest(MANIFEST_URL)).resolves.toEqual(manifest);
    await expect(takePrefetchedManifest(MANIFEST_URL)).resolves.toBeNull();
  });

  it('gives the landing calls the early-read manifest declares for a page opening on its landing page, none for a cabinet it did not read', async () => {
    readLkk();
    const calls = [{ method: 'GET', path: 'lkk/events/new' }];
    for (const path of ['/lkk/main', '/lkk', '/', '/login']) await expect(landingCallsFor('LKK', path)).resolves.toEqual(calls);
    await expect(landingCallsFor('LKK', '/lkk/reports')).resolves.toEqual([]);
    await expect(landingCallsFor('LKD', '/')).resolves.toEqual([]);
    await expect(landingCallsFor(null, '/')).resolves.toEqual([]);
  });

  it('takes the landing page from the manifest: a cabinet that moves it changes no host file', async () => {
    const moved = { ...manifest, metaData: { ...manifest.metaData, cabinet: { name: 'Кабинет поставщика', home: '/lkk/main', landing: '/lkk/events' } } };
    server.use(mock.get(MANIFEST_URL, () => HttpResponse.json(moved)));
    readLkk();
    await expect(landingCallsFor('LKK', '/lkk/events')).resolves.toEqual([{ method: 'GET', path: 'lkk/events/new' }]);
    await expect(landingCallsFor('LKK', '/lkk/main')).resolves.toEqual([]);
  });

  it.each([
    ['a write (the e-mail change)', { method: 'POST', path: 'v2/user/changeEmail', body: { email: 'attacker@example.ru' } }],
    ['a path escape below a known read', { method: 'GET', path: 'lkk/events/new/%2e%2e/%2e%2e/v2/user' }],
    ['a path escape out of /api/', { method: 'GET', path: '%2e%2e/keycloak/realms/portal/account' }],
    ['the sign-in record', { method: 'PUT', path: 'v2/user/lastlogin' }],
    ['another method on a known path', { method: 'DELETE', path: 'lkk/events/new' }],
    ['a body on a read sent without one', { method: 'GET', path: 'lkk/events/new', body: { x: 1 } }],
    ['a nested filter', { method: 'POST', path: 'registries', body: { filter: { nested: true } } }],
  ])('sends nothing when a manifest asks for %s', async (_, call) => {
    const asking = { ...manifest, metaData: { ...manifest.metaData, landingPage: { ...manifest.metaData.landingPage, calls: [call] } } };
    server.use(mock.get(MANIFEST_URL, () => HttpResponse.json(asking)));
    readLkk();
    resetPrefetchCalls();
    await Promise.all(sendPrefetchCalls('LKK', await landingCallsFor('LKK', '/lkk/main'), 'token', ORIGIN));
    expect(requested.filter((request) => request.includes('/api/') || request.includes('/keycloak/'))).toEqual([]);
  });

  it("sends the host's own call for a known read, whatever else the manifest adds to it", async () => {
    const mixed = [{ method: 'POST', path: 'v2/user/changeEmail', body: { email: 'attacker@example.ru' } }, { method: 'GET', path: 'lkk/events/new', extra: '../x' }];
    const asking = { ...manifest, metaData: { ...manifest.metaData, landingPage: { ...manifest.metaData.landingPage, calls: mixed } } };
    const sent: string[] = [];
    server.use(
      mock.get(MANIFEST_URL, () => HttpResponse.json(asking)),
      mock.all(`${ORIGIN}/api/*`, ({ request }) => {
        sent.push(`${request.method} ${request.url}`);
        return HttpResponse.json([]);
      }),
    );
    readLkk();
    resetPrefetchCalls();
    await Promise.all(sendPrefetchCalls('LKK', await landingCallsFor('LKK', '/'), 'token', ORIGIN));
    expect(sent).toEqual([`GET ${ORIGIN}/api/lkk/events/new`]);
  });

  it('reads nothing when start-up expects no cabinet (a first visit to /)', async () => {
    startCabinetReads([], ORIGIN);
    await preloadCabinetScripts(null);
    await preloadCabinetScripts('LKK');
    expect(takePrefetchedRemotes()).toBeNull();
    expect(requested).toEqual([]);
    expect(preloaded()).toEqual([]);
  });

  it('preloads nothing when the manifest cannot be read, is not a manifest, or the scope has no remote; the app reads again', async () => {
    server.use(mock.get(MANIFEST_URL, () => new HttpResponse(null, { status: 503 })));
    readLkk();
    await preloadCabinetScripts('LKK');
    expect(preloaded()).toEqual([]);
    await expect(takePrefetchedManifest(MANIFEST_URL)).resolves.toBeNull();

    resetCabinetPreload();
    server.use(mock.get(MANIFEST_URL, () => HttpResponse.json({ name: 'lkk', exposes: [] })));
    readLkk();
    await preloadCabinetScripts('LKK');
    expect(preloaded()).toEqual([]);

    resetCabinetPreload();
    server.use(mock.get('http://localhost/remotes.json', () => HttpResponse.json({ LKD: MANIFEST_URL })));
    readLkk();
    await preloadCabinetScripts('LKK');
    expect(preloaded()).toEqual([]);
  });

  it("neither preloads nor gives the landing calls of another cabinet's build offered as the scope's", async () => {
    const LKD_MANIFEST = 'http://localhost:4102/mf-manifest.json';
    // remotes.json offers LKK's build (name and global "lkk") as LKD.
    server.use(mock.get('http://localhost/remotes.json', () => HttpResponse.json({ LKD: MANIFEST_URL })));
    startCabinetReads(['LKD'], ORIGIN);
    await preloadCabinetScripts('LKD');
    expect(preloaded()).toEqual([]);
    await expect(landingCallsFor('LKD', '/')).resolves.toEqual([]);
    // The app still gets the read: it refuses the build itself, reports it and falls back.
    await expect(takePrefetchedManifest(MANIFEST_URL)).resolves.toEqual(manifest);
    expect(requested).not.toContain(`${LKD_MANIFEST} default`);
  });

  it('neither preloads nor gives the landing calls of a build the host would refuse (built for a platform it lacks)', async () => {
    // The page's runtime has no instance here: the host provides nothing, so a strict requirement cannot be met.
    const newer = { ...manifest, metaData: { ...manifest.metaData, sharedRequirements: [{ name: '@portal/platform', requiredVersion: '^1.99.0', strict: true }] } };
    server.use(
      mock.get('http://localhost/remotes.json', () => HttpResponse.json({ LKK: MANIFEST_URL })),
      mock.get(MANIFEST_URL, () => HttpResponse.json(newer)),
    );
    readLkk();
    await preloadCabinetScripts('LKK');
    expect(preloaded()).toEqual([]);
    await expect(landingCallsFor('LKK', '/')).resolves.toEqual([]);
    // The app still gets the read: it refuses the build itself, reports it and falls back.
    await expect(takePrefetchedManifest(MANIFEST_URL)).resolves.toEqual(newer);
  });

  it('reads every expected cabinet with one /remotes.json, and preloads only the one asked for', async () => {
    const LKD_MANIFEST = 'http://localhost:4102/mf-manifest.json';
    server.use(
      mock.get('http://localhost/remotes.json', () => HttpResponse.json({ LKK: MANIFEST_URL, LKD: LKD_MANIFEST })),
      mock.get(LKD_MANIFEST, () => HttpResponse.json({ ...manifest, name: 'lkd', metaData: { ...manifest.metaData, globalName: 'lkd' } })),
    );
    startCabinetReads(['LKK', 'LKD', 'LKA', 'LKP'], ORIGIN);
    await preloadCabinetScripts('LKD');
    expect(requested.filter((request) => request.includes('remotes.json'))).toHaveLength(1);
    expect(requested).toEqual(expect.arrayContaining([`${MANIFEST_URL} default`, `${LKD_MANIFEST} default`]));
    expect(preloaded().map((link) => new URL(link.href).port)).toEqual(['4102', '4102', '4102', '4102']);
    // A cabinet without an entry (LKA, LKP) is not asked for; each manifest is handed over to the app once.
    await expect(takePrefetchedManifest(LKD_MANIFEST)).resolves.toMatchObject({ metaData: { globalName: 'lkd' } });
    await expect(takePrefetchedManifest(MANIFEST_URL)).resolves.toEqual(manifest);
    await expect(takePrefetchedManifest(LKD_MANIFEST)).resolves.toBeNull();
  });

  it("takes /remotes.json's answer from the page when the server put it there, without asking", async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'portal-remotes';
    block.textContent = JSON.stringify({ LKK: MANIFEST_URL });
    document.body.appendChild(block);
    readLkk();
    await preloadCabinetScripts('LKK');
    block.remove();
    expect(requested).toEqual([`${MANIFEST_URL} default`]);
    expect(preloaded()).toHaveLength(4);
    await expect(takePrefetchedRemotes()).resolves.toEqual({ LKK: MANIFEST_URL });
  });

  it('gives a failed /remotes.json to the app as a rejection', async () => {
    server.use(mock.get('http://localhost/remotes.json', () => new HttpResponse(null, { status: 500 })));
    readLkk();
    await expect(takePrefetchedRemotes()).rejects.toThrow('GET http://localhost/remotes.json answered 500');
  });
});

describe('the early read of a roll-out', () => {
  const MAIN = 'http://localhost:4101/mf-manifest.json';
  const CANARY = 'http://localhost:4111/mf-manifest.json';
  // Sandbox demo subjects on either side of a 50 % canary for LKK (canaryBucket 24 and 98).
  const token = (sub: string) => `x.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.y`;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(() => {
    resetCabinetPreload();
    server.resetHandlers();
    server.use(
      mock.get('http://localhost/remotes.json', () => HttpResponse.json({ LKK: { url: MAIN, canary: { url: CANARY, percent: 50 } } })),
      mock.get(MAIN, () => HttpResponse.json(manifest)),
      mock.get(CANARY, () => HttpResponse.json(manifest)),
    );
  });

  afterEach(() => clearTokenCookies());

  it.each([
    ['8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e01', CANARY],
    ['8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e05', MAIN],
  ])("reads the version the app will choose for the token cookie's subject %s", async (sub, url) => {
    writeTokenCookies(token(sub), 'refresh');
    readLkk();
    expect(await takePrefetchedManifest(url)).toEqual(manifest);
  });

  it('reads the main version without a readable token', async () => {
    writeTokenCookies('not-a-token', 'refresh');
    readLkk();
    expect(await takePrefetchedManifest(MAIN)).toEqual(manifest);
  });
});
