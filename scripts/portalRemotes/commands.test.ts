/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { runPortalRemotes } from './commands';

// The federation runtime's own check, as the host runs it and main.ts passes it.
const { satisfy } = createRequire(path.join(__dirname, '../../host/package.json'))('@module-federation/enhanced/runtime') as { satisfy: (version: string, range: string) => boolean };
const HOST = { react: '19.3.1', '@portal/platform': '0.1.0', '@portal/ui/chakra': '1.2.0' };

const CURRENT = 'https://lkk-1-4-0.cabinets.example.ru/mf-manifest.json';
const GOOD = 'https://lkk-1-5-0.cabinets.example.ru/mf-manifest.json';
const NEWER_KIT = 'https://lkk-2-0-0.cabinets.example.ru/mf-manifest.json';
const NEWER_KIT_ENTRY_ONLY = 'https://lkk-2-0-1.cabinets.example.ru/mf-manifest.json';
const DOWN = 'https://lkk-1-6-0.cabinets.example.ru/mf-manifest.json';
const HTML_ENTRY = 'https://lkk-1-7-0.cabinets.example.ru/mf-manifest.json';

function manifest(version: string, sharedRequirements?: unknown[]) {
  return {
    name: 'lkk',
    metaData: { globalName: 'lkk', buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto', ...(sharedRequirements ? { sharedRequirements } : {}) },
    shared: [{ name: 'react', requiredVersion: '19.3.1' }],
    exposes: [],
  };
}

const ENTRY = 'var lkk;(()=>{var a={requiredVersion:"^1.2.0",strictVersion:!0,eager:!1,layer:void 0,shareKey:"@portal/ui/chakra"};lkk=a})();';

const server = setupServer(
  mock.get('https://lkk-1-5-0.cabinets.example.ru/mf-manifest.json', () => HttpResponse.json(manifest('1.5.0', [{ name: '@portal/ui/chakra', requiredVersion: '^1.2.0', strict: true }]))),
  mock.get('https://lkk-1-5-0.cabinets.example.ru/remoteEntry.js', () => new HttpResponse(ENTRY, { headers: { 'content-type': 'text/javascript' } })),
  mock.get('https://lkk-2-0-0.cabinets.example.ru/mf-manifest.json', () => HttpResponse.json(manifest('2.0.0', [{ name: '@portal/ui/chakra', requiredVersion: '^1.99.0', strict: true }]))),
  mock.get('https://lkk-2-0-0.cabinets.example.ru/remoteEntry.js', () => new HttpResponse(ENTRY.replace('^1.2.0', '^1.99.0'))),
  // A build without our manifest field: the kit's requirement is only in its entry.
  mock.get('https://lkk-2-0-1.cabinets.example.ru/mf-manifest.json', () => HttpResponse.json(manifest('2.0.1'))),
  mock.get('https://lkk-2-0-1.cabinets.example.ru/remoteEntry.js', () => new HttpResponse(ENTRY.replace('^1.2.0', '^1.99.0'))),
  mock.get('https://lkk-1-6-0.cabinets.example.ru/mf-manifest.json', () => HttpResponse.error()),
  mock.get('https://lkk-1-7-0.cabinets.example.ru/mf-manifest.json', () => HttpResponse.json(manifest('1.7.0'))),
  mock.get('https://lkk-1-7-0.cabinets.example.ru/remoteEntry.js', () => new HttpResponse('<!doctype html><h1>502</h1>', { headers: { 'content-type': 'text/html' } })),
);

let file: string;
let lines: string[];
const run = (...argv: string[]) => runPortalRemotes([...argv, '--file', file], { hostVersions: HOST, satisfy, out: (line) => lines.push(line) });
const remotes = () => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  file = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-remotes-')), 'remotes.json');
  writeFileSync(file, JSON.stringify({ LKK: CURRENT, LKD: 'https://lkd.cabinets.example.ru/mf-manifest.json' }));
  lines = [];
});

describe('portal-remotes', () => {
  it('check passes a reachable, compatible version and names its version, changing nothing', async () => {
    expect(await run('check', 'LKK', GOOD)).toBe(0);
    expect(lines).toEqual([`ok: LKK ${GOOD} (version 1.5.0, entry https://lkk-1-5-0.cabinets.example.ru/remoteEntry.js) can run on this portal`]);
    expect(remotes().LKK).toBe(CURRENT);
  });

  it.each([
    [DOWN, /^refused: LKK .*: manifest unreachable: GET .* failed/],
    ['https://lkk-1-5-0.cabinets.example.ru/nothing/mf-manifest.json', /^refused: LKK .*: manifest unreachable: GET .* answered 404$/],
    [HTML_ENTRY, /^refused: LKK .*: entry is not JavaScript: https:\/\/lkk-1-7-0\.cabinets\.example\.ru\/remoteEntry\.js/],
    [NEWER_KIT, /^refused: LKK .*: incompatible with this portal: @portal\/ui\/chakra \^1\.99\.0 \(the host has 1\.2\.0\)$/],
    [NEWER_KIT_ENTRY_ONLY, /^refused: LKK .*: incompatible with this portal: @portal\/ui\/chakra \^1\.99\.0 \(the host has 1\.2\.0\)$/],
  ])('set refuses %s with the reason and leaves the file alone', async (url, reason) => {
    server.use(mock.get('https://lkk-1-5-0.cabinets.example.ru/nothing/mf-manifest.json', () => new HttpResponse(null, { status: 404 })));
    expect(await run('set', 'LKK', url)).toBe(1);
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
