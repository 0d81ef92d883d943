/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canaryBucket } from '../../shared/api/src/remotes';
import { runPortalRemotes } from './commands';

// The federation runtime's own check, as the host runs it and main.ts passes it.
const { satisfy } = createRequire(path.join(__dirname, '../../host/package.json'))('@module-federation/enhanced/runtime') as { satisfy: (version: string, range: string) => boolean };
/** The host in the operator's checkout. */
const CHECKOUT = { react: '19.3.1', '@portal/platform': '0.1.0', '@portal/ui/chakra': '1.2.0' };

const JSON_TYPE = { 'content-type': 'application/json' };
const ENTRY = 'var lkk;(()=>{var a={requiredVersion:"^1.2.0",strictVersion:!0,eager:!1,layer:void 0,shareKey:"@portal/ui/chakra"};lkk=a})();';

function manifest(version: string, sharedRequirements?: unknown[], name = 'lkk') {
  return JSON.stringify({
    name,
    metaData: {
      globalName: name,
      buildInfo: { buildVersion: version, buildName: `remote-${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      publicPath: 'auto',
      ...(sharedRequirements ? { sharedRequirements } : {}),
    },
    shared: [{ name: 'react', requiredVersion: '19.3.1' }],
    exposes: [],
  });
}

/** Candidate versions served by a real HTTP server (the network edge): path → file. */
const FILES: Record<string, { type: Record<string, string>; body: string }> = {
  // What users load before a test's roll-out: rollback re-checks it as set checks a version.
  '/1.4.0/mf-manifest.json': { type: JSON_TYPE, body: manifest('1.4.0') },
  '/1.4.0/remoteEntry.js': { type: { 'content-type': 'text/javascript' }, body: ENTRY },
  '/lkd-1.4.0/mf-manifest.json': { type: JSON_TYPE, body: manifest('1.4.0', undefined, 'lkd') },
  '/lkd-1.4.0/remoteEntry.js': { type: { 'content-type': 'text/javascript' }, body: ENTRY.replace(/lkk/g, 'lkd') },
  '/1.5.0/mf-manifest.json': { type: JSON_TYPE, body: manifest('1.5.0', [{ name: '@portal/ui/chakra', requiredVersion: '^1.2.0', strict: true }]) },
  '/1.5.0/remoteEntry.js': { type: { 'content-type': 'text/javascript' }, body: ENTRY },
  '/1.6.0/mf-manifest.json': { type: JSON_TYPE, body: manifest('1.6.0') },
  '/1.6.0/remoteEntry.js': { type: { 'content-type': 'text/javascript' }, body: ENTRY },
  '/lkd-1.5.0/mf-manifest.json': { type: JSON_TYPE, body: manifest('1.5.0', undefined, 'lkd') },
  '/lkd-1.5.0/remoteEntry.js': { type: { 'content-type': 'text/javascript' }, body: ENTRY.replace(/lkk/g, 'lkd') },
  '/2.0.0/mf-manifest.json': { type: JSON_TYPE, body: manifest('2.0.0', [{ name: '@portal/ui/chakra', requiredVersion: '^1.99.0', strict: true }]) },
  '/2.0.0/remoteEntry.js': { type: { 'content-type': 'text/javascript' }, body: ENTRY.replace('^1.2.0', '^1.99.0') },
  // A build without our manifest field: the kit's requirement is only in its entry.
  '/2.0.1/mf-manifest.json': { type: JSON_TYPE, body: manifest('2.0.1') },
  '/2.0.1/remoteEntry.js': { type: { 'content-type': 'text/javascript' }, body: ENTRY.replace('^1.2.0', '^1.99.0') },
  '/1.7.0/mf-manifest.json': { type: JSON_TYPE, body: manifest('1.7.0') },
  '/1.7.0/remoteEntry.js': { type: { 'content-type': 'text/html' }, body: '<!doctype html><h1>502</h1>' },
};

/** What the real remote's nginx allows (deploy/remote/cors.conf): the Origin read cross-origin, by path prefix. */
let portalOrigin = '';
function corsOf(request: IncomingMessage, pathname: string): string | null {
  const origin = request.headers.origin;
  if (pathname.startsWith('/image-default/')) return origin === 'http://localhost:3000' ? origin : null; // PORTAL_ORIGIN left at the image's
  if (pathname.startsWith('/entry-image-default/') && pathname.endsWith('remoteEntry.js')) return null;
  if (pathname.startsWith('/any-origin/')) return '*';
  return origin === portalOrigin ? origin : null;
}

const servers: Server[] = [];
async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let base = '';
let portal = '';
let olderPortal = '';
let spaPortal = '';
let closedPort = 0;
let CURRENT = '';
let LKD_CURRENT = '';
/** The running host's kit: older than the checkout's (CHECKOUT_NEWER) in the compatibility test. */
const RUNNING = { host: '1.3.0', shared: { react: '19.3.1', '@portal/platform': '0.1.0', '@portal/ui/chakra': '1.3.0' } };
let GOOD = '';
let NEXT = '';
let LKD_GOOD = '';
let NEWER_KIT = '';
let NEWER_KIT_ENTRY_ONLY = '';
let DOWN = '';
let HTML_ENTRY = '';
let MISSING = '';

beforeAll(async () => {
  base = await serve((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://remote');
    const file = FILES[pathname.replace(/^\/(image-default|entry-image-default|any-origin)/, '')];
    const allowed = corsOf(request, pathname);
    const cors = { Vary: 'Origin', ...(allowed ? { 'Access-Control-Allow-Origin': allowed } : {}) };
    if (!file) response.writeHead(404, cors).end('Not found');
    else response.writeHead(200, { ...file.type, ...cors }).end(file.body);
  });
  portal = await serve((request, response) => {
    if (request.url === '/portal-shared.json') response.writeHead(200, JSON_TYPE).end(JSON.stringify(RUNNING));
    else response.writeHead(404).end();
  });
  // A host built before portal-shared.json: the sandbox answers 404, the host's nginx its page (the SPA fallback).
  olderPortal = await serve((_request, response) => response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: /portal-shared.json'));
  spaPortal = await serve((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><div id="root"></div>'));
  portalOrigin = portal;
  // A port nothing listens on any more: connection refused.
  const gone = createServer();
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
  closedPort = (gone.address() as AddressInfo).port;
  await new Promise<void>((resolve) => gone.close(() => resolve()));
  CURRENT = `${base}/1.4.0/mf-manifest.json`;
  LKD_CURRENT = `${base}/lkd-1.4.0/mf-manifest.json`;
  GOOD = `${base}/1.5.0/mf-manifest.json`;
  NEXT = `${base}/1.6.0/mf-manifest.json`;
  LKD_GOOD = `${base}/lkd-1.5.0/mf-manifest.json`;
  NEWER_KIT = `${base}/2.0.0/mf-manifest.json`;
  NEWER_KIT_ENTRY_ONLY = `${base}/2.0.1/mf-manifest.json`;
  HTML_ENTRY = `${base}/1.7.0/mf-manifest.json`;
  MISSING = `${base}/nothing/mf-manifest.json`;
  DOWN = `http://127.0.0.1:${closedPort}/mf-manifest.json`;
});
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))));

let file: string;
let lines: string[];
let checkoutVersions: Record<string, string>;
const runWith = (argv: string[]) => runPortalRemotes(argv, { checkoutHostVersions: () => checkoutVersions, satisfy, out: (line) => lines.push(...line.split('\n')) });
const run = (...argv: string[]) => runWith([...argv, '--file', file]);
const remotes = () => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const ORIGINAL = () => ({ LKK: CURRENT, LKD: LKD_CURRENT });

beforeEach(() => {
  file = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-remotes-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(ORIGINAL()));
  lines = [];
  checkoutVersions = CHECKOUT;
});

describe('portal-remotes check', () => {
  it('passes a reachable, compatible version and names its version, saying what users load and what it was judged against', async () => {
    expect(await run('check', 'LKK', GOOD)).toBe(0);
    expect(lines).toEqual([
      `ok: LKK ${GOOD} (version 1.5.0, entry ${base}/1.5.0/remoteEntry.js) can run on this checkout's host (judged against this checkout's host, not a running portal, and CORS not checked: give --portal <https://portal origin>)`,
      `LKK now: all users load ${CURRENT}; nothing to fall back to if it fails to start`,
    ]);
    expect(remotes()).toEqual(ORIGINAL());
  });

  it.each([
    ['unreachable', () => DOWN, /^refused: LKK .*: manifest unreachable: GET .* failed/],
    ['missing', () => MISSING, /^refused: LKK .*: manifest unreachable: GET .* answered 404$/],
    ['with an HTML entry', () => HTML_ENTRY, /^refused: LKK .*: entry is not JavaScript: http:\/\/127\.0\.0\.1:\d+\/1\.7\.0\/remoteEntry\.js/],
    ['built for a newer kit', () => NEWER_KIT, /^refused: LKK .*: incompatible with this portal: @portal\/ui\/chakra \^1\.99\.0 \(the host has 1\.2\.0\)$/],
    ['built for a newer kit, said only in its entry', () => NEWER_KIT_ENTRY_ONLY, /^refused: LKK .*: incompatible with this portal: @portal\/ui\/chakra \^1\.99\.0 \(the host has 1\.2\.0\)$/],
  ])('set refuses a version %s with the reason and leaves the file alone', async (_what, url, reason) => {
    expect(await run('set', 'LKK', url())).toBe(1);
    expect(lines[0]).toMatch(reason);
    expect(remotes()).toEqual(ORIGINAL());
  });

  it('refuses a build of another cabinet offered as this one, with the reason', async () => {
    expect(await run('check', 'LKD', GOOD)).toBe(1);
    expect(lines[0]).toBe(
      `refused: LKD ${GOOD}: not the LKD cabinet: its manifest has name "lkk" (LKD needs "lkd" or "lkd_<build>"), metaData.globalName "lkk" (LKD needs "lkd" or "lkd_<build>"), metaData.buildInfo.buildName "remote-lkk" (LKD needs "remote-lkd")`,
    );
    expect(await run('set', 'LKD', GOOD)).toBe(1);
    expect(remotes()).toEqual(ORIGINAL());
    expect(await run('check', 'LKD', LKD_GOOD)).toBe(0);
  });

  it("fetches with the portal's Origin and refuses a remote that does not let the portal's pages read it", async () => {
    const imageDefault = `${base}/image-default/1.5.0/mf-manifest.json`;
    // Without the portal's Origin nothing shows: this is how such a remote used to pass.
    expect(await run('check', 'LKK', imageDefault)).toBe(0);
    lines = [];
    expect(await run('set', 'LKK', imageDefault, '--portal', portal)).toBe(1);
    expect(lines[0]).toBe(
      `refused: LKK ${imageDefault}: manifest unreachable: the portal's pages may not read it: GET ${imageDefault} with Origin ${portal} answered no Access-Control-Allow-Origin, so browsers fail with "Failed to fetch" (set the remote's PORTAL_ORIGIN to ${portal})`,
    );
    expect(remotes()).toEqual(ORIGINAL());

    const entryOnly = `${base}/entry-image-default/1.5.0/mf-manifest.json`;
    expect(await run('check', 'LKK', entryOnly, `--portal=${portal}/lkk/main`)).toBe(1);
    expect(lines.at(-2)).toMatch(/^refused: LKK .*: entry unreachable: the portal's pages may not read it: GET .*\/entry-image-default\/1\.5\.0\/remoteEntry\.js with Origin/);

    expect(await run('check', 'LKK', `${base}/any-origin/1.5.0/mf-manifest.json`, '--portal', portal)).toBe(0);
    expect(await run('check', 'LKK', GOOD, '--portal', portal)).toBe(0);
  });

  it("judges against the running portal's served versions, not the checkout's, and says which", async () => {
    // The checkout has kit 1.99.5; the running host 1.3.0, which refuses a ^1.99.0 build.
    checkoutVersions = { ...CHECKOUT, '@portal/ui/chakra': '1.99.5' };
    expect(await run('check', 'LKK', NEWER_KIT)).toBe(0);
    expect(lines[0]).toContain("judged against this checkout's host, not a running portal");
    lines = [];
    expect(await run('canary', 'LKK', NEWER_KIT, '10', '--portal', portal)).toBe(1);
    expect(lines[0]).toBe(`refused: LKK ${NEWER_KIT}: incompatible with this portal: @portal/ui/chakra ^1.99.0 (the host has 1.3.0)`);
    expect(remotes()).toEqual(ORIGINAL());
    lines = [];
    process.env.PORTAL_PUBLIC_URL = portal;
    try {
      expect(await run('canary', 'LKK', GOOD, '10')).toBe(0);
    } finally {
      delete process.env.PORTAL_PUBLIC_URL;
    }
    expect(lines[0]).toBe(`ok: LKK ${GOOD} (version 1.5.0, entry ${base}/1.5.0/remoteEntry.js) can run on the portal at ${portal} (host 1.3.0)`);
  });

  it.each([
    ['answers 404', () => olderPortal, 'answered 404'],
    ['answers its page', () => spaPortal, 'answered no shared versions (text/html)'],
  ])('refuses when the portal %s for its shared versions (a host older than the check)', async (_what, older, said) => {
    expect(await run('set', 'LKK', GOOD, '--portal', older())).toBe(1);
    expect(lines[0]).toBe(
      `refused: LKK ${GOOD}: GET ${older()}/portal-shared.json ${said}: the portal's host is older than this check (built before it served /portal-shared.json): release the host first, or judge against this checkout by leaving out --portal, only if the checkout holds the host that runs`,
    );
    expect(remotes()).toEqual(ORIGINAL());
  });
});

describe('portal-remotes roll-outs', () => {
  it('set makes a checked version everybody\'s, with the previous one as its fallback; rollback restores the entry', async () => {
    expect(await run('set', 'lkk', GOOD)).toBe(0);
    expect(remotes()).toEqual({ LKK: { url: GOOD, fallback: CURRENT }, LKD: LKD_CURRENT });
    expect(lines.slice(1)).toEqual([`wrote LKK to ${file}: ${JSON.stringify({ url: GOOD, fallback: CURRENT })}`, `LKK now: all users load ${GOOD}; if it fails to start: ${CURRENT}`]);
    lines = [];
    expect(await run('rollback', 'LKK')).toBe(0);
    expect(remotes()).toEqual(ORIGINAL());
    // The entry coming back was checked first, as set checks a version.
    expect(lines[0]).toMatch(new RegExp(`^ok: LKK ${CURRENT} \\(version 1\\.4\\.0, `));
    expect(lines[1]).toMatch(new RegExp(`^rolled back LKK in .* to its entry before "set LKK ${GOOD}" \\(\\d{4}-.*\\): "${CURRENT}"; no earlier roll-out is recorded$`));
    lines = [];
    expect(await run('rollback', 'LKK')).toBe(1);
    expect(lines).toEqual([`refused: LKK has no recorded roll-out to roll back (${file}.history.json has none for it)`, `LKK now: all users load ${CURRENT}; nothing to fall back to if it fails to start`]);
  });

  it('rollback after canary 10 → 50 → 100 → promote returns the original in one call', async () => {
    for (const percent of ['10', '50', '100']) expect(await run('canary', 'LKK', GOOD, percent)).toBe(0);
    expect(lines.at(-1)).toBe(`LKK now: all users load ${GOOD} (canary at 100 %); if it fails to start: ${CURRENT}`);
    expect(await run('promote', 'LKK')).toBe(0);
    expect(remotes().LKK).toEqual({ url: GOOD, fallback: CURRENT });
    lines = [];
    expect(await run('rollback', 'LKK')).toBe(0);
    expect(remotes()).toEqual(ORIGINAL());
    expect(lines[1]).toContain(`to its entry before "canary LKK ${GOOD} 10"`);
    expect(lines.at(-1)).toBe(`LKK now: all users load ${CURRENT}; nothing to fall back to if it fails to start`);
  });

  it('keeps each cabinet its own history over interleaved commands', async () => {
    expect(await run('canary', 'LKD', LKD_GOOD, '10')).toBe(0);
    expect(await run('set', 'LKK', GOOD)).toBe(0);
    expect(await run('rollback', 'LKD')).toBe(0);
    expect(remotes()).toEqual({ LKK: { url: GOOD, fallback: CURRENT }, LKD: LKD_CURRENT });
    expect(await run('rollback', 'LKK')).toBe(0);
    expect(remotes()).toEqual(ORIGINAL());
    expect(await run('rollback', 'LKD')).toBe(1);
  });

  it('a second rollback goes to the roll-out before', async () => {
    expect(await run('set', 'LKK', GOOD)).toBe(0);
    expect(await run('canary', 'LKK', NEXT, '10')).toBe(0);
    lines = [];
    // The exact words: the canary's users fall back to the main version, then its fallback.
    expect(await run('canary', 'LKK', NEXT, '25')).toBe(0);
    expect(lines.at(-1)).toBe(`LKK now: 25 % of users load ${NEXT} (canary; if it fails to start: ${GOOD}, then ${CURRENT}), the others ${GOOD}; if it fails to start: ${CURRENT}`);
    lines = [];
    expect(await run('rollback', 'LKK')).toBe(0);
    expect(remotes().LKK).toEqual({ url: GOOD, fallback: CURRENT });
    // Both URLs of the entry coming back checked, then restored.
    expect(lines.slice(0, 2).map((line) => line.split(' (')[0])).toEqual([`ok: LKK ${GOOD}`, `ok: LKK ${CURRENT}`]);
    expect(lines[2]).toContain(`another rollback returns it to its entry before "set LKK ${GOOD}"`);
    expect(await run('rollback', 'LKK')).toBe(0);
    expect(remotes()).toEqual(ORIGINAL());
  });

  it('abort drops the canary and ends the roll-out it began; with no canary it refuses', async () => {
    expect(await run('set', 'LKK', GOOD)).toBe(0);
    expect(await run('canary', 'LKK', NEXT, '10')).toBe(0);
    lines = [];
    expect(await run('abort', 'LKK')).toBe(0);
    expect(remotes().LKK).toEqual({ url: GOOD, fallback: CURRENT });
    expect(lines).toEqual([`aborted the LKK canary ${NEXT} in ${file}: ${JSON.stringify({ url: GOOD, fallback: CURRENT })}`, `LKK now: all users load ${GOOD}; if it fails to start: ${CURRENT}`]);
    lines = [];
    expect(await run('abort', 'LKK')).toBe(1);
    expect(lines[0]).toBe(`refused: LKK has no canary in ${file} to abort`);
    // The canary's roll-out is over: rollback goes to the one before it.
    expect(await run('rollback', 'LKK')).toBe(0);
    expect(remotes()).toEqual(ORIGINAL());
  });

  it('rollback re-checks the entry it restores as set checks a version, and refuses one that no longer passes', async () => {
    // The version before the roll-out has gone since (its server answers 404 now), or was written into the history by hand.
    writeFileSync(file, JSON.stringify({ LKK: MISSING, LKD: LKD_CURRENT }));
    expect(await run('set', 'LKK', GOOD)).toBe(0);
    lines = [];
    expect(await run('rollback', 'LKK')).toBe(1);
    expect(lines[0]).toBe(`refused: LKK ${MISSING}: manifest unreachable: GET ${MISSING} answered 404`);
    expect(lines[1]).toBe(`refused: LKK is not rolled back to "${MISSING}" (its entry before "set LKK ${GOOD}"): ${MISSING} does not pass the checks of set; nothing was changed`);
    expect(remotes().LKK).toEqual({ url: GOOD, fallback: MISSING });
    // Another cabinet's build put into the history is refused by its identity, as set refuses it.
    const history = JSON.parse(readFileSync(`${file}.history.json`, 'utf8')) as { cabinets: Record<string, Array<{ before: unknown }>> };
    history.cabinets.LKK![0]!.before = LKD_GOOD;
    writeFileSync(`${file}.history.json`, JSON.stringify(history));
    lines = [];
    expect(await run('rollback', 'LKK')).toBe(1);
    expect(lines[0]).toMatch(new RegExp(`^refused: LKK ${LKD_GOOD}: .*lkd`));
    expect(remotes().LKK).toEqual({ url: GOOD, fallback: MISSING });
  });

  it('never writes its history through a symbolic link', async () => {
    const elsewhere = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-remotes-elsewhere-')), 'victim.json');
    writeFileSync(elsewhere, 'not yours\n');
    // A link at the history's own name: refused before anything is written.
    symlinkSync(elsewhere, `${file}.history.json`);
    expect(await run('set', 'LKK', GOOD)).toBe(1);
    expect(lines.join('\n')).toContain(`${file}.history.json is a symbolic link`);
    expect(readFileSync(elsewhere, 'utf8')).toBe('not yours\n');
    expect(remotes()).toEqual(ORIGINAL());
    // A link planted at the name of the copy it writes first: the write fails instead of following it.
    unlinkSync(`${file}.history.json`);
    symlinkSync(elsewhere, path.join(path.dirname(file), `.${path.basename(file)}.history.json.${process.pid}.tmp`));
    lines = [];
    expect(await run('set', 'LKK', GOOD)).toBe(1);
    expect(readFileSync(elsewhere, 'utf8')).toBe('not yours\n');
    expect(remotes()).toEqual(ORIGINAL());
  });

  it('does not trust an old whole-file history: says so, keeps it aside and starts a per-cabinet one', async () => {
    const old = [{ LKK: 'https://lkk-0-9.cabinets.example.ru/mf-manifest.json', LKD: LKD_CURRENT }];
    writeFileSync(`${file}.history.json`, JSON.stringify(old));
    expect(await run('rollback', 'LKK')).toBe(1);
    expect(lines[0]).toMatch(/^note: .*remotes\.json\.history\.json is the old history .* it is not used; a per-cabinet history starts with the next change/);
    expect(remotes()).toEqual(ORIGINAL());
    expect(await run('canary', 'LKK', GOOD, '10')).toBe(0);
    expect(JSON.parse(readFileSync(`${file}.history-old-format.json`, 'utf8'))).toEqual(old);
    lines = [];
    expect(await run('rollback', 'LKK')).toBe(0);
    expect(lines[0]).not.toMatch(/^note:/);
    expect(remotes()).toEqual(ORIGINAL());
  });

  it('refuses a canary that is incompatible, and a percent outside 0–100', async () => {
    expect(await run('canary', 'LKK', NEWER_KIT, '10')).toBe(1);
    expect(await run('canary', 'LKK', GOOD, '101')).toBe(2);
    expect(lines.join('\n')).toContain('percent must be a whole number from 0 to 100 (got 101)');
    expect(remotes()).toEqual(ORIGINAL());
    expect(existsSync(`${file}.history.json`)).toBe(false);
  });

  it('prints the ConfigMap patch with the new file, in the namespace', async () => {
    const patchOf = (command: string) => JSON.parse(command.slice(command.indexOf("'") + 1, -1)) as { data: Record<string, string> };
    expect(await run('set', 'LKK', GOOD, '--configmap')).toBe(0);
    const command = lines.find((line) => line.startsWith('kubectl patch configmap portal-runtime -n portal --type merge -p '));
    expect(JSON.parse(patchOf(command!).data['remotes.json']!)).toEqual(remotes());
    lines = [];
    expect(await run('rollback', 'LKK', '--configmap=runtime', '--namespace', 'portal-demo')).toBe(0);
    expect(lines.find((line) => line.startsWith('kubectl '))).toMatch(/^kubectl patch configmap runtime -n portal-demo --type merge -p '/);
    expect(await run('rollback', 'LKK', '--configmap', '--namespace', 'demo;rm')).toBe(2);
    expect(lines.join('\n')).toContain('--namespace must be a Kubernetes name (got "demo;rm")');
  });

  it('refuses a remotes file with a bad entry, naming it', async () => {
    writeFileSync(file, JSON.stringify({ LKK: { url: CURRENT, canary: { url: GOOD, percent: 120 } } }));
    expect(await run('set', 'LKK', GOOD)).toBe(1);
    expect(lines.join('\n')).toContain('LKK.canary.percent must be a whole number from 0 to 100 (got 120)');
  });

  it('explains its usage for an unknown command or cabinet', async () => {
    expect(await run('deploy', 'LKK')).toBe(2);
    expect(await run('check', 'LKX', GOOD)).toBe(2);
    expect(lines.join('\n')).toContain('unknown cabinet scope "LKX"');
  });
});

describe('portal-remotes which', () => {
  /** A sub whose LKK bucket is below (or not below) 10, found by the host's own function. */
  const subWhere = (wanted: (bucket: number) => boolean) => {
    for (let index = 0; ; index += 1) if (wanted(canaryBucket('LKK', `user-${index}`))) return `user-${index}`;
  };

  it("prints a user's bucket and the versions that user loads, in the host's order", async () => {
    expect(await run('set', 'LKK', GOOD)).toBe(0);
    expect(await run('canary', 'LKK', NEXT, '10')).toBe(0);
    const inside = subWhere((bucket) => bucket < 10);
    const outside = subWhere((bucket) => bucket >= 10);
    lines = [];
    expect(await run('which', 'LKK', inside)).toBe(0);
    expect(lines.slice(0, 2)).toEqual([
      `LKK user ${inside}: bucket ${canaryBucket('LKK', inside)} of 0–99; the canary at 10 % takes buckets 0–9`,
      `LKK user ${inside} loads ${NEXT} (canary); if it fails to start: ${GOOD}, then ${CURRENT}`,
    ]);
    lines = [];
    expect(await run('which', 'LKK', outside)).toBe(0);
    expect(lines[1]).toBe(`LKK user ${outside} loads ${GOOD}; if it fails to start: ${CURRENT}`);
    expect(lines[2]).toMatch(/^LKK now: 10 % of users load/);
  });

  it('needs the sub, and an entry for the cabinet', async () => {
    expect(await run('which', 'LKK')).toBe(2);
    writeFileSync(file, JSON.stringify({ LKD: LKD_CURRENT }));
    lines = [];
    expect(await run('which', 'LKK', 'user-1')).toBe(1);
    expect(lines).toEqual([`refused: LKK has no entry in ${file}: nobody can load this cabinet`, 'LKK now: no entry: nobody can load this cabinet']);
  });
});
