import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './ports';

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * A copy of a remote's build, served from a temp folder on a port of the test's own (CORS open like the remotes'
 * nginx), so a test can delete its files while a page runs it: a version whose pod is gone.
 */
export interface CopiedRemote {
  manifestUrl: string;
  /** Deletes every file of the copy: the site keeps answering, 404 for each. */
  deleteFiles(): void;
  stop(): Promise<void>;
}

export async function serveRemoteCopy(remote: string, port: number): Promise<CopiedRemote> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${remote}-copy-`));
  cpSync(path.join(REPO_ROOT, remote, 'dist'), dir, { recursive: true, filter: (source) => !/\.(map|gz|br)$/.test(source) });
  const server: Server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    response.setHeader('Access-Control-Allow-Origin', '*');
    try {
      if (!file.startsWith(dir)) throw new Error('outside');
      const body = readFileSync(file);
      response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
    }
  });
  await new Promise<void>((done) => server.listen(port, 'localhost', done));
  return {
    manifestUrl: `http://localhost:${port}/mf-manifest.json`,
    deleteFiles: () => rmSync(dir, { recursive: true, force: true }),
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}
