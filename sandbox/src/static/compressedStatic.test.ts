import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { remoteStaticApp } from './remoteStaticApp';

const SCRIPT = 'window.cabinet = "ЛКК";'.repeat(50);
let dir: string;
let server: Server;
let base: string;

/** Node's fetch decodes bodies itself; `http` lets the test see the bytes and headers as sent. */
async function get(file: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}/${file}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const PORTAL = 'http://localhost:4100';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-'));
  for (const name of ['remoteEntry.js', 'src_Cabinet_tsx.0a1b2c3d.js']) {
    writeFileSync(path.join(dir, name), SCRIPT);
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(SCRIPT));
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(SCRIPT));
  }
  writeFileSync(path.join(dir, 'remoteEntry.js.map'), '{"sources":["secret.ts"]}');
  const app = remoteStaticApp({ dir, label: 'test', isOffline: () => false, portalOrigins: [PORTAL] });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('static files of a build', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends the pre-compressed file for Accept-Encoding "%s" (%s)', async (accept, encoding) => {
    const response = await get('remoteEntry.js', { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    // the remote's answer depends on the Origin too (its CORS header): a cache must keep them apart
    expect(response.headers.vary).toMatch(/\bOrigin\b/);
    expect(response.body.length).toBeLessThan(SCRIPT.length);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await get('remoteEntry.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('revalidates the container entry (no-cache) and answers 304 on a warm load', async () => {
    const first = await get('remoteEntry.js', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const second = await get('remoteEntry.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(second.status).toBe(304);
  });

  it('caches hashed chunks for good', async () => {
    const response = await get('src_Cabinet_tsx.0a1b2c3d.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('never serves source maps', async () => {
    const response = await get('remoteEntry.js.map');
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain('secret.ts');
  });
});

describe("a remote's files read cross-origin", () => {
  it("are shared with the portal's origin only", async () => {
    const portal = await get('remoteEntry.js', { origin: PORTAL });
    expect(portal.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(portal.headers['x-content-type-options']).toBe('nosniff');
    const stranger = await get('remoteEntry.js', { origin: 'http://evil.example' });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const sibling = await get('remoteEntry.js', { origin: 'http://localhost:4999' });
    expect(sibling.headers['access-control-allow-origin']).toBeUndefined();
  });
});
