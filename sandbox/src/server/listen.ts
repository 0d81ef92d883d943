import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listener {
  server: http.Server;
  port: number;
  /** Hands requests to the app; until then they get 503. */
  setHandler(handler: RequestListener): void;
  close(): Promise<void>;
}

/** Listens on `port` (0 picks a free one) at `host`, before the app exists, so the actual port is known. */
export async function listen(port: number, label: string, host: string): Promise<Listener> {
  let handler: RequestListener | undefined;
  const server = http.createServer((req, res) => {
    if (handler) {
      handler(req, res);
      return;
    }
    res.statusCode = 503;
    res.end('starting');
  });
  // Node's 5 s idle limit races clients that reuse a connection after a long upload (ECONNRESET on the next call,
  // seen in the upload tests on a loaded machine); 30 s stays below headersTimeout (60 s) as Node requires.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(new Error(`${label}: cannot listen on ${host}:${port}: ${error.code ?? error.message}`));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    setHandler(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
