/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveHostNginx, type ServedHost } from './hostNginx';
import { envsubst, envsubstFilter, listenOn, relocate, runNginxConf } from './nginxTemplates';

// The remote image's nginx (deploy/remote/default.conf.template with cors.conf), rendered as its image renders it
// and served by Debian's nginx on a unix socket: the same headers the production browser suite checks per remote
// (productionNginx.spec.ts), here in a second and without a build.

const REMOTE = path.join(__dirname, '..', 'remote');
const PORTAL_ORIGIN = 'https://portal.example.ru';
const CHUNK = '__federation_expose_Cabinet.1a2b3c4d.js';

let served: ServedHost;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-remote-nginx-'));
  const html = path.join(dir, 'html');
  const snippets = path.join(dir, 'snippets');
  for (const sub of ['conf.d', 'logs', 'temp', 'html', 'snippets']) mkdirSync(path.join(dir, sub), { recursive: true });
  // A remote's build in small: its entry files, a hashed chunk with the .gz the build writes, and a source map.
  writeFileSync(path.join(html, 'mf-manifest.json'), '{"id":"lkk"}');
  writeFileSync(path.join(html, 'remoteEntry.js'), 'var lkk;');
  writeFileSync(path.join(html, CHUNK), 'export {};');
  writeFileSync(path.join(html, `${CHUNK}.gz`), gzipSync('export {};'));
  writeFileSync(path.join(html, `${CHUNK}.map`), '{}');
  const paths = { '/etc/nginx/snippets/': `${snippets}/`, '/usr/share/nginx/html': html };
  writeFileSync(path.join(snippets, 'cors.conf'), readFileSync(path.join(REMOTE, 'cors.conf'), 'utf8'));
  const template = readFileSync(path.join(REMOTE, 'default.conf.template'), 'utf8');
  const rendered = envsubst(template, envsubstFilter(path.join(REMOTE, 'Dockerfile')), { PORTAL_ORIGIN });
  const socket = path.join(dir, 'remote.sock');
  writeFileSync(path.join(dir, 'conf.d', 'remote.conf'), listenOn(relocate(rendered, paths, 'deploy/remote/default.conf.template'), `unix:${socket}`, 'deploy/remote/default.conf.template'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, runNginxConf(dir));
  served = await serveHostNginx({ conf, socket, dir, test: '' });
});

afterAll(() => served.stop());

describe("a remote image's nginx", () => {
  it.each([
    ['/mf-manifest.json', 'no-cache'],
    ['/remoteEntry.js', 'no-cache'],
    [`/${CHUNK}`, 'public, max-age=31536000, immutable'],
  ])("shares %s with the portal's origin only, with Vary: Origin and Cache-Control %s", async (file, cacheControl) => {
    const portal = await served.get(file, { origin: PORTAL_ORIGIN });
    expect(portal.status).toBe(200);
    expect(portal.headers['access-control-allow-origin']).toBe(PORTAL_ORIGIN);
    expect(portal.headers.vary).toMatch(/\bOrigin\b/);
    expect(portal.headers['cache-control']).toBe(cacheControl);
    expect(portal.headers['x-content-type-options']).toBe('nosniff');
    const other = await served.get(file, { origin: 'https://elsewhere.example.com' });
    expect(other.status).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toMatch(/\bOrigin\b/);
  });

  it('serves the manifest as JSON and a chunk from its .gz to a browser that takes gzip', async () => {
    expect((await served.get('/mf-manifest.json')).headers['content-type']).toMatch(/^application\/json/);
    const chunk = await served.get(`/${CHUNK}`, { 'accept-encoding': 'gzip' });
    expect(chunk.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 for source maps and missing files, and names no nginx version', async () => {
    const map = await served.get(`/${CHUNK}.map`);
    expect(map.status).toBe(404);
    expect((await served.get('/nowhere.js')).status).toBe(404);
    expect(map.headers.server).toBe('nginx');
  });
});
