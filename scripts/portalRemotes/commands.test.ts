/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runPortalRemotes } from './commands';

// The federation runtime's own check, as the host runs it and main.ts passes it.
const { satisfy } = createRequire(path.join(__dirname, '../../host/package.json'))('@module-federation/enhanced/runtime') as { satisfy: (version: string, range: string) => boolean };
const HOST = { react: '19.3.1', '@portal/platform': '0.1.0', '@portal/ui/chakra': '1.2.0' };

/** Candidate versions served by a real HTTP server (the network edge): folder → its files. */
const JSON_TYPE = { 'content-type': 'application/json' };
const ENTRY = 'var lkk;(()=>{var a={requiredVersion:"^1.2.0",strictVersion:!0,eager:!1,layer:void 0,shareKey:"@portal/ui/chakra"};lkk=a})();';

function manifest(version: string, sharedRequirements?: unknown[]) {
  return JSON.stringify({
    name: 'lkk',
    metaData: { globalName: 'lkk', buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto', ...(sharedRequirements ? { sharedRequirements } : {}) },
    shared: [{ name: 'react', requiredVersion: '19.3.1' }],
    exposes: [],
  });
}

const FILES: Record<string, { type: Record<string, string>; body: string }> = {
  '/1.5.0/mf-manifest.json': { type: JSON_TYPE, body: manifest('1.5.0', [{ name: '@portal/ui/chakra', requiredVersion: '^1.2.0', strict: true }]) },
  '/1.5.0/remoteEntry.js': { type: { 'content-type': 'text/javascript' }, body: ENTRY },
  '/2.0.0/mf-manifest.json': { type: JSON_TYPE, body: manifest('2.0.0', [{ name: '@portal/ui/chakra', requiredVersion: '^1.99.0', strict: true }]) },
  '/2.0.0/remoteEntry.js': { type: { 'content-type': 'text/javascript' }, body: ENTRY.replace('^1.2.0', '^1.99.0') },
  // A build without our manifest field: the kit's requirement is only in its entry.
  '/2.0.1/mf-manifest.json': { type: JSON_TYPE, body: manifest('2.0.1') },
  '/2.0.1/remoteEntry.js': { type: { 'content-type': 'text/javascript' }, body: ENTRY.replace('^1.2.0', '^1.99.0') },
  '/1.7.0/mf-manifest.json': { type: JSON_TYPE, body: manifest('1.7.0') },
  '/1.7.0/remoteEntry.js': { type: { 'content-type': 'text/html' }, body: '<!doctype html><h1>502</h1>' },
};

let server: Server;
let base = '';
let closedPort = 0;
const CURRENT = 'https://lkk-1-4-0.cabinets.example.ru/mf-manifest.json';
let GOOD = '';
let NEWER_KIT = '';
let NEWER_KIT_ENTRY_ONLY = '';
let DOWN = '';
let HTML_ENTRY = '';
let MISSING = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const file = FILES[request.url ?? ''];
    if (!file) response.writeHead(404).end('Not found');
    else response.writeHead(200, file.type).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port nothing listens on any more: connection refused.
  const gone = createServer();
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
  closedPort = (gone.address() as AddressInfo).port;
  await new Promise<void>((resolve) => gone.close(() => resolve()));
  GOOD = `${base}/1.5.0/mf-manifest.json`;
  NEWER_KIT = `${base}/2.0.0/mf-manifest.json`;
  NEWER_KIT_ENTRY_ONLY = `${base}/2.0.1/mf-manifest.json`;
  HTML_ENTRY = `${base}/1.7.0/mf-manifest.json`;
  MISSING = `${base}/nothing/mf-manifest.json`;
  DOWN = `http://127.0.0.1:${closedPort}/mf-manifest.json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let file: string;
let lines: string[];
const run = (...argv: string[]) => runPortalRemotes([...argv, '--file', file], { hostVersions: HOST, satisfy, out: (line) => lines.push(line) });
const remotes = () => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

beforeEach(() => {
  file = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-remotes-')), 'remotes.json');
  writeFileSync(file, JSON.stringify({ LKK: CURRENT, LKD: 'https://lkd.cabinets.example.ru/mf-manifest.json' }));
  lines = [];
});

describe('portal-remotes', () => {
  it('check passes a reachable, compatible version and names its version, changing nothing', async () => {
    expect(await run('check', 'LKK', GOOD)).toBe(0);
    expect(lines).toEqual([`ok: LKK ${GOOD} (version 1.5.0, entry ${base}/1.5.0/remoteEntry.js) can run on this portal`]);
    expect(remotes().LKK).toBe(CURRENT);
  });

  it.each([
    ['unreachable', () => DOWN, /^refused: LKK .*: manifest unreachable: GET .* failed/],
    ['missing', () => MISSING, /^refused: LKK .*: manifest unreachable: GET .* answered 404$/],
    ['with an HTML entry', () => HTML_ENTRY, /^refused: LKK .*: entry is not JavaScript: http:\/\/127\.0\.0\.1:\d+\/1\.7\.0\/remoteEntry\.js/],
    ['built for a newer kit', () => NEWER_KIT, /^refused: LKK .*: incompatible with this portal: @portal\/ui\/chakra \^1\.99\.0 \(the host has 1\.2\.0\)$/],
    ['built for a newer kit, said only in its entry', () => NEWER_KIT_ENTRY_ONLY, /^refused: LKK .*: incompatible with this portal: @portal\/ui\/chakra \^1\.99\.0 \(the host has 1\.2\.0\)$/],
  ])('set refuses a version %s with the reason and leaves the file alone', async (_what, url, reason) => {
    expect(await run('set', 'LKK', url())).toBe(1);
    expect(lines.join('\n')).toMatch(reason);
    expect(remotes().LKK).toBe(CURRENT);
  });

  it('set makes a checked version everybody\'s, with the previous one as its fallback; rollback restores the entry', async () => {
    expect(await run('set', 'lkk', GOOD)).toBe(0);
    expect(remotes()).toEqual({ LKK: { url: GOOD, fallback: CURRENT }, LKD: 'https://lkd.cabinets.example.ru/mf-manifest.json' });
    expect(await run('rollback', 'LKK')).toBe(0);
    expect(remotes()).toEqual({ LKK: CURRENT, LKD: 'https://lkd.cabinets.example.ru/mf-manifest.json' });
    expect(await run('rollback', 'LKK')).toBe(1);
    expect(lines.at(-1)).toMatch(/^refused: .* has no earlier state to roll back to/);
  });

  it('canary gives a checked version to a share of users, promote makes it everybody\'s, rollback steps back one at a time', async () => {
    expect(await run('canary', 'LKK', GOOD, '10')).toBe(0);
    expect(remotes().LKK).toEqual({ url: CURRENT, canary: { url: GOOD, percent: 10 } });
    expect(await run('canary', 'LKK', GOOD, '50')).toBe(0);
    expect(remotes().LKK).toEqual({ url: CURRENT, canary: { url: GOOD, percent: 50 } });
    expect(await run('promote', 'LKK')).toBe(0);
    expect(remotes().LKK).toEqual({ url: GOOD, fallback: CURRENT });
    expect(await run('rollback', 'LKK')).toBe(0);
    expect(remotes().LKK).toEqual({ url: CURRENT, canary: { url: GOOD, percent: 50 } });
    expect(await run('rollback', 'LKK')).toBe(0);
    expect(remotes().LKK).toEqual({ url: CURRENT, canary: { url: GOOD, percent: 10 } });
  });

  it('refuses a canary that is incompatible, and a percent outside 0–100', async () => {
    expect(await run('canary', 'LKK', NEWER_KIT, '10')).toBe(1);
    expect(await run('canary', 'LKK', GOOD, '101')).toBe(2);
    expect(lines.join('\n')).toContain('percent must be a whole number from 0 to 100 (got 101)');
    expect(remotes().LKK).toBe(CURRENT);
  });

  it('prints the ConfigMap patch with the new file when asked', async () => {
    expect(await runPortalRemotes(['set', 'LKK', GOOD, '--file', file, '--configmap'], { hostVersions: HOST, satisfy, out: (line) => lines.push(line) })).toBe(0);
    const command = lines.find((line) => line.startsWith('kubectl patch configmap portal-runtime --type merge -p '));
    const patch = JSON.parse(command!.slice(command!.indexOf("'") + 1, -1)) as { data: Record<string, string> };
    expect(JSON.parse(patch.data['remotes.json']!)).toEqual(remotes());
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
