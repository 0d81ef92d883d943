/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSandbox } from '../startSandbox';
import { readRemotesFile } from './remotesFile';

const dir = () => mkdtempSync(path.join(os.tmpdir(), 'portal-remotes-file-'));

describe('the remotes file', () => {
  it('keeps a roll-out entry as written', () => {
    const file = path.join(dir(), 'remotes.json');
    const entry = { url: 'http://localhost:3001/mf-manifest.json', fallback: 'http://localhost:3011/mf-manifest.json', canary: { url: 'http://localhost:3021/mf-manifest.json', percent: 25 } };
    writeFileSync(file, JSON.stringify({ LKK: entry, LKD: 'http://localhost:3002/mf-manifest.json' }));
    expect(readRemotesFile(file)).toEqual({ ok: true, manifest: { LKK: entry, LKD: 'http://localhost:3002/mf-manifest.json' } });
  });

  it('names the bad entry and why', () => {
    const file = path.join(dir(), 'remotes.json');
    writeFileSync(file, JSON.stringify({ LKK: { url: 'http://localhost:3001/mf-manifest.json', canary: { url: 'http://localhost:3021/mf-manifest.json', percent: -5 } } }));
    expect(readRemotesFile(file)).toEqual({ ok: false, message: `remotes file ${file} is invalid: LKK.canary.percent must be a whole number from 0 to 100 (got -5)` });
  });

  it('stops the sandbox at start-up with that message', async () => {
    const root = dir();
    const hostDist = path.join(root, 'host');
    mkdirSync(hostDist);
    writeFileSync(path.join(hostDist, 'index.html'), '<div id="root"></div>');
    const remotesFile = path.join(root, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ LKK: { url: 'http://localhost:3001/mf-manifest.json', fallback: '' } }));
    await expect(startSandbox({ port: 0, hostDist, remotes: [], remotesFile, quiet: true, portalOrigins: [] })).rejects.toThrow(
      `remotes file ${remotesFile} is invalid: LKK.fallback must be a non-empty URL string (got "")`,
    );
  });
});
